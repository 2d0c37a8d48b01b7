import { Fragment } from 'react';

/**
 * Text that may wrap after underscores, dots and hyphens: names taken from file names
 * ("pembroider__dst_no_color") have no spaces and would otherwise break mid-word or overflow.
 */
export function Breakable(props: { text: string }) {
  const parts = props.text.split(/(?<=[_.-])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
