import { zodResolver } from "@hookform/resolvers/zod";
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTypedBeforeStart } from "./typed-before-start";

const schema = z.object({ email: z.email({ error: "Enter a valid email" }), password: z.string() });

/** A form as a page drawn at build holds it, then the app takes it over. */
function EarlyForm() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  useTypedBeforeStart(form, "early-form");
  const password = form.watch("password");
  return (
    <form id="early-form" aria-label="Early">
      <input aria-label="Email" {...form.register("email")} />
      <input aria-label="Password" {...form.register("password")} />
      <p>Rated: {password}</p>
      <p>{form.formState.errors.email?.message}</p>
    </form>
  );
}

describe("what was typed before the app took a form over", () => {
  it("is taken in: watched, and checked unless still being typed in", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<EarlyForm />);
    const [email, password] = container.querySelectorAll("input");
    email!.value = "ada@";
    password!.value = "Tr0ub4dor&3";
    // The visitor is still in the password field when the app arrives.
    password!.focus();
    await act(async () => {
      hydrateRoot(container, <EarlyForm />);
    });
    expect(await screen.findByText("Rated: Tr0ub4dor&3")).toBeInTheDocument();
    expect(await screen.findByText("Enter a valid email")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@");
  });
});
