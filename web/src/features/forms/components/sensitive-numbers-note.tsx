// What the request forms never ask for, said before the fields: no Social Security, driver's license or card numbers.

export function SensitiveNumbersNote() {
  return (
    <p data-testid="sensitive-numbers-note" className="text-sm text-slate-700">
      Please don&rsquo;t type Social Security, driver&rsquo;s license or credit card numbers here. This form never asks
      for them; if your request needs one, an agent will ask you by phone.
    </p>
  );
}
