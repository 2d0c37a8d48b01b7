import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

const ICONS: Record<'error' | 'empty' | 'info', IconName> = {
  error: 'alert',
  empty: 'search',
  info: 'needle',
};

/** An empty, error or information state: icon, title, text and an optional action. */
export function StatusMessage(props: {
  kind: 'error' | 'empty' | 'info';
  title: string;
  children?: ReactNode;
  action?: { label: string; onClick?: () => void; href?: string };
}) {
  const { action } = props;
  return (
    <div
      className={`lib-status lib-status-${props.kind}`}
      role={props.kind === 'error' ? 'alert' : undefined}
    >
      <span className="lib-status-icon">
        <Icon name={ICONS[props.kind]} size={26} />
      </span>
      <div>
        <p className="lib-status-title">{props.title}</p>
        {props.children && <div className="lib-status-text">{props.children}</div>}
        {action &&
          (action.href ? (
            <a className="button button-secondary button-small" href={action.href}>
              {action.label}
            </a>
          ) : (
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
      </div>
    </div>
  );
}
