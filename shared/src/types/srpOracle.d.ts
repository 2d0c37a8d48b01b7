// The reference SRP implementation, used only as a test oracle in auth/srp.test.ts.
declare module 'amazon-cognito-identity-js/lib/AuthenticationHelper.js' {
  const AuthenticationHelper: unknown;
  export default AuthenticationHelper;
}
declare module 'amazon-cognito-identity-js/lib/BigInteger.js' {
  const BigInteger: unknown;
  export default BigInteger;
}
