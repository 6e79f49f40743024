/** A screen-reader-only suffix: "Delete" reads "Delete +441234567890". */
export const Hidden = ({ children }: { children: string }) => (
  <span className="visually-hidden"> {children}</span>
);
