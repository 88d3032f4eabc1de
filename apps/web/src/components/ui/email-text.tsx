/**
 * An e-mail that may wrap after its "@" before it wraps anywhere else; its line needs
 * `[overflow-wrap:anywhere]` for a part longer than the line.
 */
export function EmailText({ email }: { email: string }) {
  const domainStart = email.lastIndexOf('@') + 1;
  if (domainStart === 0) return email;
  return (
    <>
      {email.slice(0, domainStart)}
      <wbr />
      {email.slice(domainStart)}
    </>
  );
}
