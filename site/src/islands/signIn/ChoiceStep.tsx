import type { MessageKey } from '../../i18n/index.ts';
import { useText } from '../auth/useText.ts';
import { StepFrame } from './StepFrame.tsx';
import type { StepProps } from './stepProps.ts';

const OPTION_LABELS: Record<string, MessageKey> = {
  TOTP: 'mfa.TOTP',
  SMS: 'mfa.SMS',
  EMAIL: 'mfa.EMAIL',
  PASSWORD: 'factor.PASSWORD',
  PASSWORD_SRP: 'factor.PASSWORD_SRP',
  EMAIL_OTP: 'factor.EMAIL_OTP',
  SMS_OTP: 'factor.SMS_OTP',
  WEB_AUTHN: 'factor.WEB_AUTHN',
};

/**
 * A choice between options, one button each: the MFA type to use (MFA selection), the MFA type
 * to set up (set-up selection) or the first factor (first-factor selection).
 */
export function ChoiceStep(
  props: StepProps & { step: string; heading: string; intro?: string; options: string[] },
) {
  const { text } = useText();
  const { controller, state } = props;
  return (
    <StepFrame {...props}>
      <ul className="auth-choices" aria-label={props.heading}>
        {props.options.map((option, index) => {
          const label = OPTION_LABELS[option];
          return (
            <li key={option}>
              <button
                className="button button-secondary auth-choice"
                type="button"
                data-option={option}
                autoFocus={index === 0}
                disabled={state.busy}
                onClick={() => void controller.choose(option)}
              >
                {label ? text(label) : option}
              </button>
            </li>
          );
        })}
      </ul>
    </StepFrame>
  );
}
