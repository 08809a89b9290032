/**
 * How a person is named in the nav, the account page and the support inbox. Apart from the date
 * formats (lib/dates) so the site nav, on every page, does not carry them.
 */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  if (user.firstName) return user.firstName;
  const local = user.email?.split("@")[0];
  return local || "User";
}
