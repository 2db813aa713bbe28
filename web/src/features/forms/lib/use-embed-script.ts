// useEmbedScript(): after mount, load the form provider's embed script (site facts forms.embedScriptUrl) if set.
import { useEffect } from 'react';
import { injectEmbedScript } from '@/features/forms/lib/embed-script';
import { useSiteFacts } from '@/lib/site-facts';

export function useEmbedScript() {
  const { data: facts } = useSiteFacts();
  const src = facts?.forms.embedScriptUrl;
  useEffect(() => {
    if (src) injectEmbedScript(src);
  }, [src]);
}
