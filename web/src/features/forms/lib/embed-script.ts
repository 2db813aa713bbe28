// Loads the form provider's embed script: one <script src async> per address, added once per document.

const MARKER = 'data-form-embed-script';

/** Append `<script src async>` for `src` unless the document already has one; returns the script element. */
export function injectEmbedScript(src: string, doc: Document = document): HTMLScriptElement {
  const existing = Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[${MARKER}]`)).find(
    (script) => script.getAttribute('src') === src,
  );
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARKER, '');
  doc.body.append(script);
  return script;
}
