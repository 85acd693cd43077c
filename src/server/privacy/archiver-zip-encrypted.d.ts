// The package ships no types: it is an archiver format module, registered by name.
declare module "archiver-zip-encrypted" {
  import type { Archiver } from "archiver";

  const format: (options: object) => Archiver;
  export default format;
}
