/** What a visitor is told when an identity-provider sign-in cannot attach itself (server and pages share it). */
export const PROVIDER_ACCOUNT_EXISTS =
  "An account with this e-mail already exists. Log in with your password, then connect your identity provider from My Account.";
export const PROVIDER_LINKED_ELSEWHERE =
  "That identity-provider account is already connected to another Formulab account.";
