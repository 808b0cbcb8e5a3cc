/** E-mail addresses compare trimmed and in lower case, as sign-up stores them. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const isOwnerAddress = (ownerEmail: string | undefined, email: string) =>
  !!ownerEmail && normaliseEmail(email) === normaliseEmail(ownerEmail);

/**
 * The OWNER_EMAIL account is admin only once the address was proven: sign-up with the owner address always
 * sends a confirmation link (whatever AUTH_REQUIRE_EMAIL_CONFIRMATION says), and only following it (or a reset
 * link) sets email_confirmed_at for it.
 */
export const isConfirmedOwner = (
  ownerEmail: string | undefined,
  user: { email: string; email_confirmed_at: Date | null },
) => isOwnerAddress(ownerEmail, user.email) && user.email_confirmed_at !== null;
