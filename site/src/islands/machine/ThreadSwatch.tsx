/** A colour sample of a design colour or a thread; the text beside it names the colour. */
export function ThreadSwatch(props: { rgb: string | null; label?: string }) {
  if (!props.rgb) return <span className="mach-swatch mach-swatch-none" aria-hidden="true" />;
  return (
    <span
      className="mach-swatch"
      style={{ background: props.rgb }}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : true}
      title={props.label}
    />
  );
}
