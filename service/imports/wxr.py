"""WordPress export files (WXR) as plain records, parsed with defusedxml.

The wp: namespace is the one the file declares for the prefix wp, whatever its version or
address (wordpress.org, WordPress.com, 1.0 to 1.2, http or https), as WordPress's own importer
reads it; excerpt: and content: likewise. A file without a wp: element in its RSS channel is
not an export.
"""

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import IO

from defusedxml import (
    DefusedXmlException,
    DTDForbidden,
    EntitiesForbidden,
    ExternalReferenceForbidden,
)
from defusedxml.ElementTree import iterparse

from service.content.errors import InvalidContent

# What WordPress's importer assumes when a file leaves a prefix undeclared.
DEFAULT_NAMESPACES = {"wp": "http://wordpress.org/export/1.1/",
                      "excerpt": "http://wordpress.org/export/1.1/excerpt/",
                      "content": "http://purl.org/rss/1.0/modules/content/"}
REFUSALS = {
    DTDForbidden: "it declares a document type (<!DOCTYPE ...>), which is refused for safety",
    EntitiesForbidden: "it defines XML entities, which are refused for safety",
    ExternalReferenceForbidden: "it refers to outside files, which is refused for safety",
}

Record = dict[str, str]


def read_wxr(path: Path) -> list[Record]:
    """Each <item> as 'prefix:name' -> text (wp:, excerpt:, content:; postmeta as 'meta:key')."""
    try:
        with path.open("rb") as handle:
            root, namespaces = _parse(handle)
    except ET.ParseError as error:
        raise InvalidContent(f"not a readable WordPress export: the XML is broken ({error})",
                             path) from error
    except DefusedXmlException as error:
        reason = next((text for kind, text in REFUSALS.items() if isinstance(error, kind)),
                      "it uses XML features refused for safety")
        raise InvalidContent(f"not a readable WordPress export: {reason}", path) from error
    prefixes = {uri: prefix for prefix, uri in {**DEFAULT_NAMESPACES, **namespaces}.items()
                if prefix in DEFAULT_NAMESPACES}
    channel = root.find("channel")
    wp = f"{{{namespaces.get('wp', DEFAULT_NAMESPACES['wp'])}}}"
    if root.tag != "rss" or channel is None or not any(
            child.tag.startswith(wp) for child in channel.iter()):
        raise InvalidContent("not a WordPress export (WXR): its RSS channel has no wp: "
                             "elements", path)
    return [_record(item, prefixes) for item in channel.findall("item")]


def _parse(handle: IO[bytes]) -> tuple[ET.Element, dict[str, str]]:
    """The document and the namespaces its root element declares, by prefix."""
    namespaces: dict[str, str] = {}
    root: ET.Element | None = None
    for event, value in iterparse(handle, events=("start-ns", "start"), forbid_dtd=True):
        if event == "start-ns" and root is None:
            prefix, uri = value
            namespaces.setdefault(prefix, uri)
        elif event == "start" and root is None:
            root = value
    if root is None:
        raise ET.ParseError("no element found")
    return root, namespaces


def _record(item: ET.Element, prefixes: dict[str, str]) -> Record:
    fields: Record = {}
    for child in item:
        namespace, _, name = child.tag[1:].partition("}") if child.tag.startswith("{") \
            else ("", "", child.tag)
        prefix = prefixes.get(namespace)
        key = f"{prefix}:{name}" if prefix else (f"{{{namespace}}}{name}" if namespace else name)
        if key == "wp:postmeta":
            meta = {prefixes.get(m.tag[1:].partition("}")[0], "") + ":" +
                    m.tag.rpartition("}")[2]: m.text or "" for m in child}
            fields[f"meta:{meta.get('wp:meta_key', '')}"] = meta.get("wp:meta_value", "")
        else:
            fields.setdefault(key, (child.text or "").strip())
    return fields
