import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

/** The part of Cognito's PostConfirmation trigger event this handler reads. */
export interface PostConfirmationEvent {
  triggerSource: string;
  userPoolId: string;
  userName: string;
  [key: string]: unknown;
}

/** The group every new account joins (DESIGN.md §3: no admin step). */
export const DEFAULT_GROUP = 'USER';

/**
 * Cognito PostConfirmation handler: puts a newly confirmed account into group USER and returns
 * the event unchanged, as Cognito expects. Deployed as a Lambda on AWS (`handler`); on
 * cognito-local the api's Lambda shim calls `handlePostConfirmation` with a client for it.
 */
export async function handlePostConfirmation(
  event: PostConfirmationEvent,
  client: Pick<CognitoIdentityProviderClient, 'send'>,
): Promise<PostConfirmationEvent> {
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp') {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: event.userPoolId,
        Username: event.userName,
        GroupName: DEFAULT_GROUP,
      }),
    );
  }
  return event;
}

/** The AWS Lambda entry point (uses the Lambda's own credentials and region). */
export const handler = (event: PostConfirmationEvent) =>
  handlePostConfirmation(event, new CognitoIdentityProviderClient({}));
