/** Development only: the palette with the text contrast of each colour on the background. */
const colors = [
  ["orange-peel", "#FF9F1C"],
  ["yinmn", "#355691"],
  ["crimson", "#DC143C"],
  ["light-green", "#90EE90"],
  ["cool-gray", "#8C92AC"],
  ["background", "#070B14"],
  ["surface", "#0D1424"],
  ["surface-raised", "#131C31"],
  ["border", "#22304D"],
  ["foreground", "#E8EBF4"],
  ["muted", "#A3A9C0"],
  ["accent-text", "#8FB0EC"],
  ["destructive-text", "#FF7A93"],
] as const;

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export default function ColorsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <title>Colours · JobTrail (dev)</title>
      <h1 className="mb-8 text-3xl font-semibold">Colours</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {colors.map(([name, hex]) => {
          const ratio = contrast(hex, "#070B14");
          return (
            <li key={name} className="flex flex-col overflow-hidden rounded-xl border border-border">
              <div className="h-20" style={{ backgroundColor: hex }} />
              <div className="flex-1 bg-surface p-3 text-sm">
                <p className="font-medium">{name}</p>
                <p className="text-muted">
                  {hex} · {ratio.toFixed(1)}:1 on background{" "}
                  {ratio >= 4.5 ? "(AA text)" : ratio >= 3 ? "(AA large)" : ""}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
