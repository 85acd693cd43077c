import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aProfile } from "@/web/testing/fixtures";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { renderPage } from "@/web/testing/render";
import { AvatarDialog } from "./avatar-dialog";

function renderDialog(profile = aProfile()) {
  return renderPage(<AvatarDialog profile={profile} open onOpenChange={() => {}} />);
}

describe("AvatarDialog", () => {
  it("refuses a file that is not an image, or is over 10 MB, with the Invalid File toast", async () => {
    mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Profile picture" });
    await user.upload(
      within(dialog).getByLabelText("Choose a photo"),
      new File(["%PDF"], "cv.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("Invalid File")).toBeInTheDocument();
    expect(screen.getByText("Please select an image file (JPG, PNG, GIF, etc.).")).toBeInTheDocument();

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText("Choose a photo"), huge);
    expect(await screen.findByText("File too large. Maximum size: 10MB")).toBeInTheDocument();
    // Nothing to save without a picture and its crop.
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("offers Remove only when there is an avatar", async () => {
    mockApi({});
    const { unmount } = renderDialog(aProfile({ avatar: null }));
    expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
    unmount();
    renderDialog(aProfile({ avatar: "/api/files/f1" }));
    expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
  });

  it("saves a palette colour in place of the photo", async () => {
    const { calls } = mockApi({
      "PATCH /api/profile": { body: aProfile({ avatarColor: "#EC4899", avatar: "/api/files/f1" }) },
      "DELETE /api/profile/avatar": { body: aProfile({ avatarColor: "#EC4899", avatar: null }) },
    });
    const user = userEvent.setup();
    renderDialog(aProfile({ avatar: "/api/files/f1" }));
    await user.click(screen.getByRole("tab", { name: "Choose Color" }));
    const palette = screen.getByRole("radiogroup", { name: "Avatar colour" });
    expect(within(palette).getAllByRole("radio")).toHaveLength(10);
    await user.click(within(palette).getByRole("radio", { name: "#EC4899" }));
    expect(within(palette).getByRole("radio", { name: "#EC4899" })).toHaveAttribute("aria-checked", "true");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Avatar color updated")).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      "PATCH /api/profile",
      "DELETE /api/profile/avatar",
    ]);
    expect(calls[0]!.body).toEqual({ avatarColor: "#EC4899" });
  });

  it("says Save failed or Remove failed with the reason", async () => {
    mockApi({
      "PATCH /api/profile": apiError(
        429,
        "RATE_LIMITED",
        "Too many requests. Please wait a moment and try again.",
      ),
      "DELETE /api/profile/avatar": "network-error",
    });
    const user = userEvent.setup();
    renderDialog(aProfile({ avatar: "/api/files/f1" }));
    await user.click(screen.getByRole("tab", { name: "Choose Color" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Save failed")).toBeInTheDocument();
    expect(screen.getByText("Too many requests. Please wait a moment and try again.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Remove failed")).toBeInTheDocument();
  });

  it("removes the avatar with the Avatar removed toast", async () => {
    mockApi({ "DELETE /api/profile/avatar": { body: aProfile({ avatar: null }) } });
    const user = userEvent.setup();
    renderDialog(aProfile({ avatar: "/api/files/f1" }));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Avatar removed")).toBeInTheDocument();
  });
});
