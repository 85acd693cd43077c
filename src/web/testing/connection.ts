// The browser's connection in component tests: jsdom is always online, so these set what
// `navigator.onLine` says and send the event a browser sends. Used only by *.test.tsx files.
import { act } from "@testing-library/react";

function setConnection(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

export const goOffline = () => setConnection(false);
export const goOnline = () => setConnection(true);
