import { FormField } from "#app/components/forms/form-field";
import { firstError } from "#app/components/forms/use-validated-form";

type Field = { name: string; initialValue?: unknown; errors?: string[] };

/**
 * The account forms' e-mail field. With `refill`, a reply from the server (a wrong password, an
 * address already taken) puts back the address that was sent, so it need not be typed again.
 */
export function EmailField({ field, refill = false }: { field: Field; refill?: boolean }) {
  return (
    <FormField
      label="Email"
      name={field.name}
      type="email"
      autoComplete="email"
      defaultValue={refill && typeof field.initialValue === "string" ? field.initialValue : undefined}
      error={firstError(field)}
    />
  );
}

/**
 * A password field of the account forms. It is never refilled (the server sends no password back);
 * `autoComplete` tells the password manager whether to offer the saved one or make a new one.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
}: {
  field: Field;
  label: string;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <FormField label={label} name={field.name} type="password" autoComplete={autoComplete} error={firstError(field)} />
  );
}
