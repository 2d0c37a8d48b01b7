import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startChild, waitForHttp } from './processes.ts';

export interface DemoUser {
  email: string;
  password: string;
  groups: string[];
}

/** The demo accounts printed at start and listed in the README. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@example.com', password: 'Stickerei-Admin-2026', groups: ['ADMIN', 'USER'] },
  { email: 'user@example.com', password: 'Stickerei-User-2026', groups: ['USER'] },
];

export interface CognitoSeed {
  userPoolId: string;
  clientId: string;
}

export interface CognitoLocalOptions {
  /** Folder holding `.cognito/` (config and data). */
  dir: string;
  port: number;
  /** Where cognito-local invokes Lambda triggers (the api's Lambda shim), if any. */
  lambdaEndpoint?: string;
  /** Fixes every confirmation / reset code (tests). */
  fixedCode?: string;
  quiet?: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts cognito-local with our config; resolves when it answers. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<{ url: string }> {
  const url = `http://127.0.0.1:${options.port}`;
  await mkdir(path.join(options.dir, '.cognito'), { recursive: true });
  const config: Record<string, unknown> = {
    TokenConfig: { IssuerDomain: url },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  if (options.lambdaEndpoint) {
    config.LambdaClient = {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    };
    config.TriggerFunctions = { PostConfirmation: 'stickerei-post-confirmation' };
  }
  await writeFile(
    path.join(options.dir, '.cognito', 'config.json'),
    JSON.stringify(config, null, 2),
  );
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(options.port) };
  if (options.fixedCode) env.CODE = options.fixedCode;
  startChild(
    'cognito',
    process.execPath,
    [path.join(ROOT, 'node_modules/cognito-local/lib/bin/start.js')],
    {
      cwd: options.dir,
      env,
      quiet: options.quiet,
    },
  );
  await waitForHttp(`${url}/health`, 30_000);
  return { url };
}

function client(url: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: url,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates the pool, the groups USER and ADMIN, the app client and the demo accounts once; later
 * starts read the ids back from `seed.json`, so a second start reuses the data.
 */
export async function ensureSeeded(url: string, dir: string): Promise<CognitoSeed> {
  const seedFile = path.join(dir, 'seed.json');
  try {
    return JSON.parse(await readFile(seedFile, 'utf8')) as CognitoSeed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const idp = client(url);
  const pool = await idp.send(
    new CreateUserPoolCommand({
      PoolName: 'stickerei',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created no user pool');
  for (const GroupName of ['USER', 'ADMIN']) {
    await idp.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  }
  const app = await idp.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'stickerei-web',
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    }),
  );
  const clientId = app.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created no app client');
  for (const user of DEMO_USERS) await createUser(idp, userPoolId, user);
  const seed = { userPoolId, clientId };
  await writeFile(seedFile, JSON.stringify(seed, null, 2));
  return seed;
}

async function createUser(idp: CognitoIdentityProviderClient, UserPoolId: string, user: DemoUser) {
  await idp.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await idp.send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  for (const GroupName of user.groups) {
    await idp.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: user.email, GroupName }));
  }
}
