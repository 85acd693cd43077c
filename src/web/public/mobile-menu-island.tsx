// The phone menu of a public page shown without the app: React and the menu, loaded on the
// first tap of the header's menu button and drawn into a root of their own.
import { useEffect, useState } from "react";
import { MobileMenu } from "@/web/app/layouts/mobile-menu";
import { siteLinks } from "@/web/app/layouts/site-links";
import { mountIsland } from "./mount";

function StaticMobileMenu({ button }: { button: HTMLButtonElement }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const show = () => setOpen(true);
    button.addEventListener("click", show);
    return () => button.removeEventListener("click", show);
  }, [button]);
  useEffect(() => {
    button.setAttribute("aria-expanded", String(open));
  }, [button, open]);
  return (
    <MobileMenu
      open={open}
      onOpenChange={setOpen}
      links={siteLinks}
      // This page is only ever shown without a session.
      status="unauthenticated"
      pathname={window.location.pathname}
      menuButton={{ current: button }}
    />
  );
}

/** Opens the menu for the header's `button`, which opens it again on each later tap. */
export function showMobileMenu(button: HTMLButtonElement) {
  mountIsland(<StaticMobileMenu button={button} />);
}
