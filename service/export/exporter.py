"""SiteExporter: writes the public site into a folder, and afterwards only what a change affects.

A manifest (.agency-export.json in the folder) records each page's file, the digest of what it
shows and the API reads the render worker says it was made from, and the digest of every data
file. After a change, the pages to render again are the new ones and those a changed read affects
(service/render/read_changes.py, the rule the rendered-page cache follows too); everything else
stays as it is, byte for byte.
"""

import asyncio
import json
import logging
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from service.cache import ContentCache
from service.export import files, layout
from service.export.pages import ExportedPage, render_page
from service.export.rendering import Answering, PageBatches
from service.render.app_shell import ShellRenderer
from service.render.page_renderer import RenderWorker
from service.render.public_paths import exported_paths
from service.render.read_changes import affected, content_reads, post_read
from service.routes import moved_forwards, post_address, post_slug
from service.site.app_media import APP_MEDIA_DIR, APP_MEDIA_FOLDER
from service.site.discovery import feed_body, robots_body, sitemap_body
from service.store import VARIANT_WIDTHS, VariantMaker

log = logging.getLogger(__name__)

MANIFEST = ".agency-export.json"


@dataclass
class ExportReport:
    """What one pass wrote: files written and removed, pages rendered, pages that failed,
    files refused because they would have been outside the folder, and whether it stopped short
    because the service stopped answering (its pages are left for the next pass)."""

    written: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    rendered: int = 0
    failed: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    seconds: float = 0.0
    halted: bool = False


class SiteExporter:
    def __init__(self, target: Path, cache: ContentCache, worker: RenderWorker,
                 web_dist: Path, variants: VariantMaker, origin: str) -> None:
        self.target = target.resolve()
        self.cache = cache
        self.worker = worker
        self.web_dist = web_dist
        self.variants = variants
        self.origin = origin.rstrip("/")
        self.shell = ShellRenderer()
        self.manifest = self._read_manifest()

    # -- the passes ------------------------------------------------------------
    async def export(self, answering: Answering | None = None) -> ExportReport:
        """Bring the whole folder up to date: build files, media, data and every page.
        answering: whether the service still answers, asked when a page fails to render."""
        return await self._pass(full=True, answering=answering)

    async def update(self, answering: Answering | None = None) -> ExportReport:
        """After a content change: the data, pages and lists that it affects, and media."""
        return await self._pass(full=False, answering=answering)

    async def _pass(self, full: bool, answering: Answering | None) -> ExportReport:
        started = time.perf_counter()
        report = ExportReport()
        self.target.mkdir(parents=True, exist_ok=True)
        if full:
            await asyncio.to_thread(files.mirror_build, self.web_dist, self._placer(report))
            for stale in await asyncio.to_thread(files.remove_source_maps, self.target):
                report.removed.append(stale.relative_to(self.target).as_posix())
        await asyncio.to_thread(self._mirror_media, report)
        reads = content_reads(self.cache)
        changed_reads = self._write_data(reads, report)
        wanted = self._page_paths()
        pages: dict[str, Any] = self.manifest.setdefault("pages", {})
        to_render = [p for p in wanted if full or p not in pages or pages[p].get("retry")
                     or affected(pages[p]["reads"], changed_reads)]
        # What needs no rendering first, then the pages (the changed post's own page first).
        # Pages gone before redirects: a renamed post's forwarding page replaces its slash form.
        self._write_lists(report)
        for path in [p for p in pages if p not in wanted]:
            for relative in {pages.pop(path)["file"], *map(str, layout.page_files(path))}:
                self._remove(relative, report)
        self._write_redirects(report)
        await self._render_pages(self._first_the_changed(to_render, changed_reads), report,
                                 answering)
        self._save_manifest()
        report.seconds = time.perf_counter() - started
        return report

    # -- pieces ----------------------------------------------------------------
    def _page_paths(self) -> list[str]:
        return [*exported_paths(self.cache), layout.NOT_FOUND_PATH]

    @staticmethod
    def _first_the_changed(paths: list[str], changed_reads: set[str]) -> list[str]:
        """A changed post's own page first: it is what the person who saved looks for."""
        reads = post_read("")
        own = {post_address(read.removeprefix(reads)) for read in changed_reads
               if read.startswith(reads)}
        return sorted(paths, key=lambda path: path not in own)

    async def _render_pages(self, paths: list[str], report: ExportReport,
                            answering: Answering | None) -> None:
        index = self.web_dist / "index.html"
        facts = self.cache.document(self.cache.store.site_file)
        pages = self.manifest["pages"]

        def render(path: str) -> Awaitable[ExportedPage]:
            return render_page(self.worker, self.shell, index, facts, path, self.origin)

        def keep(page: ExportedPage) -> None:
            report.rendered += 1
            self._keep_page(page, pages, report)

        run = await PageBatches(render, keep, answering).render_all(paths)
        report.halted = run.halted
        if not run.halted:
            report.failed += run.missing
        for path in run.missing:  # made again by the next pass
            if path in pages:
                pages[path]["retry"] = True

    def _keep_page(self, page: ExportedPage, pages: dict[str, Any],
                   report: ExportReport) -> None:
        if page.status != 200 and page.path != layout.NOT_FOUND_PATH:
            log.warning("static export: %s rendered with status %s", page.path, page.status)
        entry = pages.get(page.path)
        every_file = layout.page_files(page.path)
        placed = 0
        for relative in every_file:
            target = self._place(relative, report)
            if target is None:
                continue
            placed += 1
            if entry is None or entry["digest"] != page.digest or not target.is_file():
                files.write_atomic(target, page.body)
                report.written.append(str(relative))
        if placed == len(every_file):  # else rendered again by the next pass
            pages[page.path] = {"file": str(every_file[0]), "digest": page.digest,
                                "reads": sorted(page.reads)}

    def _write_data(self, reads: dict[str, bytes], report: ExportReport) -> set[str]:
        """Write the data files whose answer changed; answers the reads that changed."""
        known: dict[str, str] = self.manifest.setdefault("data", {})
        changed: set[str] = set()
        for url, body in reads.items():
            relative = layout.data_file(url)
            if relative is None:
                continue
            body_digest = files.digest(body)
            target = self._place(relative, report)
            if target is None:
                continue
            if known.get(url) != body_digest or not target.is_file():
                files.write_atomic(target, body)
                report.written.append(str(relative))
                known[url] = body_digest
                changed.add(url)
        for url in [u for u in known if u not in reads]:
            del known[url]
            changed.add(url)
            relative = layout.data_file(url)
            if relative is not None:
                self._remove(str(relative), report)
        return changed

    def _write_lists(self, report: ExportReport) -> None:
        bodies = {"robots.txt": robots_body(self.origin),
                  "sitemap.xml": sitemap_body(self.cache, self.origin),
                  "feed.xml": feed_body(self.cache, self.origin)}
        for name, text in bodies.items():
            self._write_if_changed(PurePosixPath(name), text.encode("utf-8"), report)

    def _write_redirects(self, report: ExportReport) -> None:
        redirects = {source: target for source, target in self.cache.redirects().items()
                     if post_slug(source) not in self.cache.public_slugs}
        # The route table's moved addresses: one forwarding page for each page they lead to.
        redirects |= moved_forwards(exported_paths(self.cache))
        self._write_if_changed(PurePosixPath(layout.REDIRECTS_FILE),
                               layout.redirects_list(redirects).encode("utf-8"), report)
        before: dict[str, str] = self.manifest.get("redirects", {})
        for source, target in redirects.items():
            page = layout.forwarding_page(target, self.origin).encode("utf-8")
            self._write_if_changed(layout.redirect_file(source), page, report)
        for source in [s for s in before if s not in redirects]:
            self._remove(str(layout.redirect_file(source)), report)
        self.manifest["redirects"] = redirects

    def _mirror_media(self, report: ExportReport) -> None:
        """The agency's media and the application's own images, each with its width variants."""
        for folder, source in ((layout.MEDIA_FOLDER, self.cache.store.media_dir),
                               (APP_MEDIA_FOLDER, APP_MEDIA_DIR)):
            self._mirror_media_folder(source, folder, report)

    def _mirror_media_folder(self, media: Path, folder: str, report: ExportReport) -> None:
        images, changed = files.mirror_media(media, folder, self.target, self._placer(report))
        if changed:
            report.written.append(f"{folder} ({changed} files)")
        wanted: set[Path] = set()
        for image in images:
            relative = image.relative_to(media).as_posix()
            for width in VARIANT_WIDTHS:
                target = self._place(layout.variant_file(folder, relative, width), report)
                if target is None:
                    continue
                wanted.add(target)
                try:
                    made = self.variants.variant(image, width)
                except (OSError, ValueError) as error:
                    log.warning("static export: no %s px variant of %s: %s", width, image, error)
                    continue
                files.copy_atomic(made, target)
        for stale in files.files_under(self.target / layout.variants_folder(folder)):
            if stale not in wanted:
                files.remove(self.target, stale)

    def _write_if_changed(self, relative: PurePosixPath, data: bytes,
                          report: ExportReport) -> None:
        target = self._place(relative, report)
        if target is None:
            return
        try:
            if target.read_bytes() == data:
                return
        except FileNotFoundError:
            pass
        files.write_atomic(target, data)
        report.written.append(str(relative))

    def _remove(self, relative: str, report: ExportReport) -> None:
        target = self._place(PurePosixPath(relative), report)
        if target is not None and target.exists():
            files.remove(self.target, target)
            report.removed.append(relative)

    def _place(self, relative: PurePosixPath, report: ExportReport) -> Path | None:
        """Where relative goes in the folder; None, logged and reported, when it would be outside
        it. Refused and skipped rather than raised, so the rest of the site stays current."""
        try:
            return layout.inside(self.target, relative)
        except layout.OutsideExport as error:
            log.error("static export: %s", error)
            report.refused.append(str(relative))
            return None

    def _placer(self, report: ExportReport) -> files.Place:
        return lambda relative: self._place(relative, report)

    # -- manifest --------------------------------------------------------------
    def _read_manifest(self) -> dict[str, Any]:
        try:
            value = json.loads((self.target / MANIFEST).read_text("utf-8"))
        except (FileNotFoundError, ValueError):
            return {}
        same_site = isinstance(value, dict) and value.get("origin") == self.origin
        return value if same_site else {}

    def _save_manifest(self) -> None:
        self.manifest["origin"] = self.origin
        files.write_atomic(self.target / MANIFEST,
                           json.dumps(self.manifest, indent=1, sort_keys=True).encode("utf-8"))

