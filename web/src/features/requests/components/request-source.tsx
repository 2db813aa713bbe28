// "Where it came from": the page the form was sent from (a link named by the page's own title, its path below),
// the first page of the visit, the referring site and the campaign's utm values, as the form recorded them; "Not
// recorded" for what it did not know.
import { DetailLink, DetailRow as Row } from '@/features/requests/components/detail-row';
import type { RequestDetail, RequestSource as Source } from '@/features/requests/types';

/** A path the form recorded as a link on this site, by the page's title when it has one; anything else as text. */
function PageLink({ path, title }: { path: string; title?: string | null }) {
  if (!path.startsWith('/') || path.startsWith('//')) return <>{path}</>;
  return (
    <>
      <DetailLink href={path}>{title || path}</DetailLink>
      {title ? <span className="block text-sm break-all text-slate-600">{path}</span> : null}
    </>
  );
}

type RequestSourceProps = { source: Source; titles?: RequestDetail['sourceTitles'] };

export function RequestSource({ source, titles }: RequestSourceProps) {
  const campaign = [
    source.utmSource && `source ${source.utmSource}`,
    source.utmMedium && `medium ${source.utmMedium}`,
    source.utmCampaign && `campaign ${source.utmCampaign}`,
  ].filter(Boolean);
  return (
    <section aria-labelledby="source-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="source-heading" className="text-lg font-bold text-navy-900">
        Where it came from
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row term="Sent from" empty="Not recorded">
          {source.page ? <PageLink path={source.page} title={titles?.page} /> : null}
        </Row>
        <Row term="First page of the visit" empty="Not recorded">
          {source.landing ? <PageLink path={source.landing} title={titles?.landing} /> : null}
        </Row>
        <Row term="Referring site" empty="Not recorded">
          {source.referrerHost}
        </Row>
        <Row term="Campaign" empty="Not recorded">
          {campaign.join(', ')}
        </Row>
      </dl>
    </section>
  );
}
