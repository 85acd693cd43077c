export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wide text-subtle uppercase">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
