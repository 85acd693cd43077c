// The browser features JobTrail never uses, denied to every page of ours and anything it
// might embed: an injected script or a hostile frame gets no camera, microphone, location,
// payment or device access to ask the user for. Only features Chromium, Firefox and Safari
// recognise are named (an unknown one is a console error in every page). The clipboard and
// sharing stay allowed: the bookmarklet and the calendar address are copied with a click.
const deniedFeatures = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];

export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(", ");
