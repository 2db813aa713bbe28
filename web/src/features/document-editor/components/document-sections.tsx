// A document's fields from its root object: its one-line fields first, then each group (an object, a list, an
// optional group, a map) as a section that opens and closes, and the fields only an owner may change (the schema's
// `x-owner-only`, from the service's OWNER_ONLY_FIELDS) gathered in an "Advanced" section, read-only to anyone else.
import { useEffect, useMemo } from 'react';
import { CollapsibleSection } from '@/features/document-editor/components/collapsible-section';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { ListField } from '@/features/document-editor/components/list-field';
import { ObjectFields } from '@/features/document-editor/components/object-fields';
import { OWNER_ONLY_NOTE, OwnerOnly } from '@/features/document-editor/components/owner-only';
import { SchemaField } from '@/features/document-editor/components/schema-field';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { useOpenSections } from '@/features/document-editor/components/use-open-sections';
import { ADVANCED_SECTION } from '@/features/document-editor/lib/document-place';
import { nodeAt, ownerOnlyPaths } from '@/features/document-editor/lib/node-at';
import { pathLabels } from '@/features/document-editor/lib/path-labels';
import { fieldKind, labelOf, resolve, type FieldKind } from '@/features/document-editor/lib/schema-nodes';
import { valueAt } from '@/features/document-editor/lib/value-paths';
import type { SchemaNode } from '@/features/document-editor/types';

const GROUP_KINDS: ReadonlySet<FieldKind> = new Set(['object', 'list', 'map', 'nullable']);
export const ADVANCED_LABEL = 'Advanced';
const ADVANCED_OWNER_NOTE = 'Owners only: what the site loads from other sites and the features being tried.';

/** The id of a section's element (the address's `section=` brings it into view). */
export const sectionId = (key: string) => `doc-section-${key.replace(/[^\w-]/g, '_')}`;

type Group = { key: string; node: SchemaNode; kind: FieldKind };

export function DocumentSections() {
  const form = useDocumentForm();
  const { place } = useDocumentPlace();
  const advanced = useMemo(() => ownerOnlyPaths(form.schema), [form.schema]);
  const fields = Object.entries(resolve(form.schema, form.schema).properties ?? {})
    .filter(([, node]) => !node['x-owner-only'])
    .map(([key, node]): Group => ({ key, node, kind: fieldKind(form.schema, node) }));
  const groups = fields.filter((field) => GROUP_KINDS.has(field.kind));
  const keys = [...groups.map((group) => group.key), ...(advanced.length ? [ADVANCED_SECTION] : [])];
  const lists = new Set(groups.filter((group) => group.kind === 'list').map((group) => group.key));
  const sections = useOpenSections(form.name, keys, lists, form.problemPlaces, place.section);

  useEffect(() => {
    if (place.section && !place.item) document.getElementById(sectionId(place.section))?.scrollIntoView?.({ block: 'start' });
  }, [place.section, place.item]);

  return (
    <div className="space-y-4">
      <div className="space-y-6">
        {fields
          .filter((field) => !GROUP_KINDS.has(field.kind))
          .map(({ key, node }) => (
            <SchemaField key={key} node={node} path={[key]} label={labelOf(node, key)} />
          ))}
      </div>
      {groups.map((group) => (
        <CollapsibleSection
          key={group.key}
          id={sectionId(group.key)}
          label={labelOf(group.node, group.key)}
          open={sections.isOpen(group.key)}
          onToggle={() => sections.toggle(group.key)}
          note={group.kind === 'list' ? countOf(valueAt(form.value, [group.key])) : null}
        >
          <SectionFields group={group} />
        </CollapsibleSection>
      ))}
      {advanced.length ? (
        <CollapsibleSection
          id={sectionId(ADVANCED_SECTION)}
          label={ADVANCED_LABEL}
          open={sections.isOpen(ADVANCED_SECTION)}
          onToggle={() => sections.toggle(ADVANCED_SECTION)}
          note={form.owner ? ADVANCED_OWNER_NOTE : OWNER_ONLY_NOTE}
        >
          <AdvancedFields />
        </CollapsibleSection>
      ) : null}
    </div>
  );
}

const countOf = (list: unknown) => {
  const count = Array.isArray(list) ? list.length : 0;
  return `${count} ${count === 1 ? 'item' : 'items'}`;
};

function SectionFields({ group: { key, node, kind } }: { group: Group }) {
  const label = labelOf(node, key);
  if (kind === 'object') return <ObjectFields node={node} path={[key]} />;
  if (kind === 'list') return <ListField node={node} path={[key]} label={label} hideLegend />;
  return <SchemaField node={node} path={[key]} label={label} />;
}

/** The owner-only fields, each named by the way to it ("Map › Map shown on the page"). */
function AdvancedFields() {
  const form = useDocumentForm();
  const fields = ownerOnlyPaths(form.schema).map((path) => (
    <SchemaField
      key={path.join('.')}
      node={nodeAt(form.schema, path) ?? {}}
      path={path}
      label={pathLabels(form.schema, form.value, path).join(' › ')}
    />
  ));
  return form.owner ? <>{fields}</> : <OwnerOnly note={false}>{fields}</OwnerOnly>;
}
