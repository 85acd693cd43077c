import { describe, expect, it } from "vitest";
import { forwardPrefix, replyPrefix, withoutMailPrefixes } from "./mail-subjects";

describe("mail subjects", () => {
  it("takes off every forward and reply prefix, in the languages job seekers write in", () => {
    expect(withoutMailPrefixes("Fwd: Re: Frontend Engineer at Acme")).toBe("Frontend Engineer at Acme");
    expect(withoutMailPrefixes("WG: AW: Ihre Bewerbung")).toBe("Ihre Bewerbung");
    expect(withoutMailPrefixes("TR: RE: Votre candidature")).toBe("Votre candidature");
    expect(withoutMailPrefixes("Odp: Aplikacja")).toBe("Aplikacja");
    expect(withoutMailPrefixes("RES: Candidatura")).toBe("Candidatura");
    expect(withoutMailPrefixes("Reply from Acme")).toBe("Reply from Acme");
  });

  it("tells a reply from a forward", () => {
    for (const reply of ["Re: x", "AW: x", "SV: x", "Antw: x", "Odp: x", "RES: x", "RIF: x"])
      expect(replyPrefix.test(reply)).toBe(true);
    for (const forward of ["Fwd: x", "FW: x", "WG: x", "TR: x", "Doorgestuurd: x"]) {
      expect(forwardPrefix.test(forward)).toBe(true);
      expect(replyPrefix.test(forward)).toBe(false);
    }
  });
});
