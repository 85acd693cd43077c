import { Logo, LogoMark } from "@/web/components/logo";

/** Development only: the mark and the wordmark at the sizes the app uses. */
export default function LogoTestPage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10">
      <title>Logo · JobTrail (dev)</title>
      <h1 className="text-3xl font-semibold">Logo</h1>
      <div className="flex flex-wrap items-end gap-6">
        {["size-6", "size-8", "size-11", "size-16", "size-24", "size-32"].map((size) => (
          <LogoMark key={size} className={size} />
        ))}
      </div>
      <div className="flex flex-col gap-4">
        <Logo />
        <Logo markClassName="size-12" className="[&>span]:text-3xl" />
      </div>
      <img src="/icon.svg" alt="The app icon (public/icon.svg)" className="size-32" />
    </div>
  );
}
