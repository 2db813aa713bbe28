# Set-up, build, run and test. Installs rerun only when a lock file changes.
.DEFAULT_GOAL := help
SHELL := /bin/bash

STAMPS := .make
# The interpreter the project runs on, pinned: Debian's python3.11, which carries the distribution's
# security fixes (pyenv's 3.11.7 writes an encoded line break into a mail header: CVE-2024-6923).
# tools/python_check.py refuses an interpreter without that fix; uv never downloads one of its own.
PYTHON := /usr/bin/python3.11
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
PYTHON_CHECKED := $(STAMPS)/python-checked
UV := $(shell command -v uv 2>/dev/null || echo $(HOME)/.local/bin/uv)
PYTHON_ENV := $(STAMPS)/python-env
NODE_ENV := node_modules/.package-lock.json
WEB_BUILD := web/dist/index.html
# The service's rule files the web build reads too (the route table, request fields, HTML policy).
WEB_SOURCES := $(shell find web/src web/public web/tools -type f 2>/dev/null) $(wildcard web/*.mjs web/*.js web/*.json web/*.css) package.json $(wildcard service/*/*.json)
# Debian's Chromium for the tools that draw (illustrations, wordmarks, the guide's screenshots) and
# for Lighthouse, which wants the full browser; the browser tests drive Debian's headless shell of
# the same Chromium, which spent some 40 % less CPU on the same tests (test_info_pages.py: 28 s
# against 45 s of CPU for browser, service and tests together, on this 2-core machine).
CHROMIUM ?= /usr/bin/chromium
TEST_CHROMIUM ?= /usr/bin/chromium-headless-shell
TEST_ARGS ?=
# pytest-xdist workers, one per core (at least 2, at most 8).
TEST_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); echo $$(( n < 2 ? 2 : n > 8 ? 8 : n )))
# One more for the browser tests: their waits (a scheduled post coming due, the network falling
# idle) leave a core free that a third worker fills (on 2 cores: 5:48 instead of 7:38).
BROWSER_WORKERS ?= $(shell echo $$(( $(TEST_WORKERS) + 1 > 8 ? 8 : $(TEST_WORKERS) + 1 )))
# And for the deployment tests, which wait on their own services, nginx and backups a second
# apart, one module to a worker (on 2 cores, back to back: 77 s with three, 92 s with two).
DEPLOY_WORKERS ?= $(shell echo $$(( $(TEST_WORKERS) + 1 > 8 ? 8 : $(TEST_WORKERS) + 1 )))
# Each suite's whole output, and one line of how it ended, for the summary `make test` prints last.
SUITE_LOGS := $(STAMPS)/suites
NGINX := /usr/sbin/nginx
# systemd-analyze (the printed units verified) and systemd-socket-activate (the socket handed over).
SYSTEMD_TOOLS := /usr/bin/systemd-socket-activate
OPENSSL := /usr/bin/openssl
FAKETIME := /usr/bin/faketime
# The instant `make test-clock` moves the clock to: Saturday, November 28, 2026, 10:20 in Milford,
# when one business day from a new request ends on Monday (issue 40). Any instant must do.
CLOCK_INSTANT ?= 2026-11-28 15:20:00 UTC
BENCH_TOOLS := /usr/bin/wrk
LIGHTHOUSE_ENV := tests/bench/lighthouse/node_modules/.package-lock.json
BYTECODE := $(STAMPS)/bytecode
PYTHON_SOURCES := $(shell find service cli -name '*.py' 2>/dev/null)

.PHONY: help install build run static-checks bench bench-startup test test-fast test-fast-python test-fast-web test-python test-clock test-deploy test-browser test-web lint typecheck check-content clean illustrations wordmarks api-types docs docs-screenshots

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-16s %s\n", $$1, $$2}'

$(UV):
	python3 -m pip install --quiet --user uv

$(PYTHON_CHECKED): tools/python_check.py
	@if ! $(PYTHON) tools/python_check.py 2>/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq python3.11 >/dev/null; \
	  else echo "The service runs on Debian's patched python3.11: sudo apt-get install python3.11" >&2; \
	  exit 1; fi; fi
	$(PYTHON) tools/python_check.py
	@mkdir -p $(STAMPS) && touch $@

# Bytecode compiled at install: where PYTHONDONTWRITEBYTECODE is set (as on these machines) every
# start would otherwise compile some 600 modules again, most of the service's start-up time.
$(PYTHON_ENV): pyproject.toml uv.lock $(PYTHON_CHECKED) | $(UV)
	$(UV) sync --frozen --compile-bytecode
	@mkdir -p $(STAMPS) && touch $@

$(BYTECODE): $(PYTHON_ENV) $(PYTHON_SOURCES)
	.venv/bin/python -m compileall -q service cli
	@touch $@

$(NODE_ENV): package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

$(WEB_BUILD): $(NODE_ENV) $(WEB_SOURCES)
	npm run build

# $(call apt_install,PACKAGE,WHO NEEDS IT): Debian's package, installed as root; anyone else is
# told the command, and make stops.
define apt_install
	@if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq $(1); \
	else echo "$(2) Debian's $(1): sudo apt-get install $(1)" >&2; exit 1; fi
endef

$(CHROMIUM):
	$(call apt_install,chromium,Drawing and Lighthouse need)

$(TEST_CHROMIUM):
	$(call apt_install,chromium-headless-shell,Browser tests need)

# Tests run their own nginx on loopback ports (never the system service).
$(NGINX):
	$(call apt_install,nginx,The deployment tests need)

$(SYSTEMD_TOOLS):
	$(call apt_install,systemd,The deployment tests need the tools of)

$(OPENSSL):
	$(call apt_install,openssl,The tests make certificates with)

$(FAKETIME):
	$(call apt_install,faketime,The clock tests run again under)

# $(call suite,COMMAND): the recipe of the check named by the target, run with its output kept
# in $(SUITE_LOGS)/<target>.log too, and a line of how it ended (passed or FAILED, seconds, the
# test runner's last count) in <target>.result for the summary; fails when COMMAND fails.
define suite
@mkdir -p $(SUITE_LOGS); start=$$(date +%s); echo "== $@"; \
( $(1) ) 2>&1 | tee $(SUITE_LOGS)/$@.log; status=$${PIPESTATUS[0]}; \
printf '%-16s %-6s %5ss  %s\n' $@ "$$([ $$status = 0 ] && echo passed || echo FAILED)" \
  $$(( $$(date +%s) - start )) "$$(sed 's/\x1b\[[0-9;]*m//g' $(SUITE_LOGS)/$@.log \
  | grep -E '[0-9]+ (passed|failed)' | tail -1 | sed 's/^[ =]*//; s/[ =]*$$//')" \
  > $(SUITE_LOGS)/$@.result; exit $$status
endef

# The Python side (uv sync, then the bytecode) and the web side (npm ci, then rollup) side by side:
# one mostly waits on the network and the disk while the other computes.
BOTH_SIDES = @$(MAKE) --no-print-directory -j2 --output-sync=target

install: ## install Python and npm dependencies from the lock files
	$(BOTH_SIDES) $(PYTHON_ENV) $(NODE_ENV)

build: ## build the web app with rollup (safe while the service runs: see docs/operating.md, Upgrading)
	$(BOTH_SIDES) $(BYTECODE) $(WEB_BUILD)

run: build ## serve the site on http://127.0.0.1:8000 (settings: docs/settings.md)
	$(UV) run python -m service

# The static checks name the installs they need as files, not `install`: `make test` builds them
# in the same make as the checks (FIRST_STEPS), where a second make for `install` would run npm ci
# again in the same folder at the same time.
lint: $(PYTHON_ENV) $(NODE_ENV) ## ruff, the import contracts between the service's rooms (pyproject.toml), and eslint
	$(call suite,$(UV) run ruff check service cli tests tools && $(UV) run lint-imports --no-cache \
	  && npm run lint)

typecheck: $(PYTHON_ENV) $(NODE_ENV) ## mypy and tsc
	$(call suite,$(UV) run mypy && npm run typecheck)

api-types: install ## regenerate the OpenAPI document (web/api/openapi.json) and the web app's types from it
	$(UV) run python -m tools.openapi_document
	npm run api-types

docs: install ## regenerate the reference pages docs/api.md, docs/cli.md and docs/settings.md from the code
	$(UV) run python -m tools.reference_docs

docs-screenshots: build $(CHROMIUM) ## take the staff guide's screenshots (docs/images/) in Chromium against the real service
	CHROMIUM_PATH=$(CHROMIUM) $(UV) run python -m tools.docs_screenshots

check-content: $(PYTHON_ENV) ## validate every file in content/
	$(call suite,$(UV) run agency check)

# Vitest on TEST_WORKERS workers: its own default is one fewer than the cores, one on 2 cores
# (1345 tests: 262 s on one worker, 69 s on two, the machine loaded by others both times).
VITEST_ARGS = --maxWorkers=$(TEST_WORKERS)

test-web: build ## web unit and component tests (vitest), and the build's first-load budget
	$(call suite,npm test -- $(VITEST_ARGS) && npm run budget)

# Each pytest suite lists its 20 slowest tests; any over 10 s says why in its docstring.
DURATIONS := --durations=20

# The tests' temporary folders (content copies, instance folders, databases) in memory where the
# machine has /dev/shm: on this machine's disk (ext4 mounted with discard) each file deleted took
# some 2 ms, and pytest deleting older runs' folders, SQLite's and git's fsyncs and the copies
# themselves made test_requests_api.py take 36 s instead of 13 s. Only failed tests' folders are
# kept (pyproject.toml), so a run holds little memory.
TEST_TMPDIR ?= $(if $(wildcard /dev/shm/.),/dev/shm/agency-tests)
TEST_ENV = $(if $(TEST_TMPDIR),mkdir -p $(TEST_TMPDIR) && TMPDIR=$(TEST_TMPDIR))

# The tests marked long come first (tests/conftest.py), so the run ends on short tests.
# Not a third worker, as for the browser tests: measured on 2 cores, 185 s against 181 s with
# two (234 s of CPU either way), the long tests' waits being no idle core on a shared machine.
# The built web app too: the tests of the real service's start and upgrade serve it.
test-python: install $(BYTECODE) $(WEB_BUILD) $(NGINX) $(OPENSSL) ## store, API and CLI tests (pytest)
	$(call suite,$(TEST_ENV) $(UV) run pytest -n $(TEST_WORKERS) $(DURATIONS) --ignore=tests/browser \
	  --ignore=tests/deploy $(TEST_ARGS))

# The tests marked `clock` once more with every process's clock at CLOCK_INSTANT (TZ=UTC, so only
# the instant moves): by a fixed offset rather than faketime's '@', which would start each
# process (xdist workers, git) at the instant again. The monotonic clock stays real, and
# libfaketime's fix for it is off (else every thread's GIL wait spins): see tests/shifted_clock.py. Browser and deployment tests stay on the real clock (README, Tests).
# Only the modules that carry the mark are collected (each worker collects what it is given).
CLOCK_TESTS := $(shell grep -rlE 'pytest\.mark\.clock' tests --include='test_*.py' | grep -vE '^tests/(browser|deploy)/' | sort)
test-clock: install $(BYTECODE) $(FAKETIME) $(NGINX) $(OPENSSL) ## the tests that read the time, again with the machine's clock at a Saturday morning in November (faketime)
	$(call suite,offset=$$(( $$(date -d '$(CLOCK_INSTANT)' +%s) - $$(date +%s) )); \
	$(TEST_ENV) TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 FAKETIME_FORCE_MONOTONIC_FIX=0 \
	  $(UV) run $(FAKETIME) -f "$$(printf '%+d' $$offset)s" python -m pytest -p tests.shifted_clock -n $(TEST_WORKERS) $(DURATIONS) -m clock \
	  $(CLOCK_TESTS) $(TEST_ARGS))

# Each module on one worker (--dist loadfile): a module's service (test_live_export.py,
# test_nginx_front.py, test_render_cache.py) starts once, not once on each worker. (xdist's
# loadgroup cannot group under pytest 9: the group never reaches the test's id.) The modules go
# out in the order tests/conftest.py gives, those with a long test first, not by their number
# of tests, which would send test_web_build.py's one long test last.
test-deploy: build $(NGINX) $(SYSTEMD_TOOLS) $(OPENSSL) ## static export, live export, nginx in front, shutdown: the real service
	$(call suite,$(TEST_ENV) $(UV) run pytest -n $(DEPLOY_WORKERS) --dist loadfile --no-loadscope-reorder \
	  $(DURATIONS) tests/deploy $(TEST_ARGS))

# Playwright's sync API holds an event loop for the whole session, so browser tests run apart;
# each xdist worker starts its own service on its own content copy. A module that starts a service
# of its own runs on one worker, biggest first; other tests go one by one to the next free worker
# (tests/browser/scheduling.py). The static export is made once for all workers.
test-browser: build $(TEST_CHROMIUM) $(NGINX) ## browser tests: Playwright in Debian's Chromium (its headless shell) against the real service
	$(call suite,$(TEST_ENV) CHROMIUM_PATH=$(TEST_CHROMIUM) $(UV) run pytest -n $(BROWSER_WORKERS) $(DURATIONS) \
	  tests/browser $(TEST_ARGS))

# The edit loop: what needs no built app, browser, nginx or service process (tests marked
# `slow` start one or wait on real time: pyproject.toml). `make test` runs everything.
FAST_TESTS := tests/store tests/cli tests/service tests/tools tests/checks $(wildcard tests/test_*.py)

# Whether make was called with -k (--keep-going): its one-letter flags come first in MAKEFLAGS.
KEEP_GOING = $(findstring k,$(firstword -$(MAKEFLAGS)))

# $(call checks,WAVES,VARIABLES,JOBS,NAMES,FIRST): FIRST (if given: installs, builds, checks that
# note their end) two at a time, then each of the WAVES in turn with VARIABLES set: a wave is
# checks that note their end (see suite, or static-checks) joined by '+', run all at once (JOBS at a
# time if given), each one's output printed whole when it ends; then a summary of one line for each
# of NAMES (else the checks of WAVES); fails when any failed. `make -k` runs every wave after one
# fails.
define checks
@rm -rf $(SUITE_LOGS)
@status=0; $(if $(5),$(MAKE) --no-print-directory -j2 --output-sync=target $(5) || status=$$?;) \
for wave in $(1); do \
  if [ $$status = 0 ] || [ -n "$(KEEP_GOING)" ]; then set -- $${wave//+/ }; \
    $(MAKE) --no-print-directory -j$(or $(3),$$#) --output-sync=target "$$@" $(2) \
      || status=$$?; fi; done; \
echo; echo "Summary (each check's whole output in $(SUITE_LOGS)/):"; \
for check in $(or $(4),$(subst +, ,$(1))); do \
  cat $(SUITE_LOGS)/$$check.result 2>/dev/null || printf '%-16s not run\n' $$check; done; \
exit $$status
endef

# Lint, types and the content check side by side: each keeps one core
# busy (ruff, eslint, mypy and tsc are single-threaded), so two of them fill the two cores.
static-checks: install
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint typecheck check-content

test-fast-python: install ## the pytest tests that start no browser, nginx or service
	$(call suite,$(TEST_ENV) $(UV) run pytest -n $(TEST_WORKERS) -m "not slow" $(FAST_TESTS) $(TEST_ARGS))

test-fast-web: install ## the web unit and component tests (vitest), without the build
	$(call suite,npm test -- $(VITEST_ARGS))

# The pytest tests, the longest, beside lint, types and vitest one after another (two at a time).
test-fast: install ## the edit loop in under 2 minutes: lint, types, vitest and the fast pytest tests, two at a time
	$(call checks,test-fast-python+lint+typecheck+test-fast-web,,2)

# What `make test` does first, two at a time in one make: the installs, the bytecode and the web
# build beside lint, types and the content check, which need no build (the content check and the
# bytecode need only the Python side, and start while npm ci runs). Each of these keeps at most
# one core busy most of the time; the build before the static checks cost their sum.
FIRST_STEPS := $(PYTHON_ENV) $(NODE_ENV) $(WEB_BUILD) $(BYTECODE) check-content lint typecheck
# Then the suites, wave after wave (see checks), each alone with all the workers by default: on 2
# cores, the browser suite beside the rest took 19 min and slowed pytest from 3 to 18 min (services
# timing out); pytest beside vitest and the deployment tests beside the clock-shifted ones took
# 8:38 and 3:22 where, in an earlier run, one after another took 5:52 and 2:42 (schemathesis,
# first in line, starved from 63 to 185 s). Try others with, for instance,
# `make test SUITE_WAVES='test-browser test-python+test-web test-clock test-deploy'`.
SUITE_WAVES := test-browser test-web test-python test-clock test-deploy
SUITE_STEPS := $(subst +, ,$(SUITE_WAVES))
SUITES := lint typecheck check-content $(SUITE_STEPS)

test: $(PYTHON_CHECKED) $(TEST_CHROMIUM) $(NGINX) $(SYSTEMD_TOOLS) $(OPENSSL) $(FAKETIME) | $(UV) ## every check: lint, types, content, web, Python, clock-shifted, deployment and browser tests
	$(call checks,$(SUITE_WAVES),,,$(SUITES),$(FIRST_STEPS))

$(BENCH_TOOLS):
	@if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq wrk; \
	else echo "make bench needs Debian's wrk: sudo apt-get install wrk" >&2; exit 1; fi

# Lighthouse has its own lock file so the site's npm ci stays small.
$(LIGHTHOUSE_ENV): tests/bench/lighthouse/package-lock.json
	cd tests/bench/lighthouse && npm ci --no-audit --no-fund
	@touch $@

# The earlier commit start-up is set beside (issue 42: start-up no slower than at 732fda6), and
# how many interleaved rounds of starts `make bench-startup` times.
BASE ?= 732fda6
ROUNDS ?= 5

bench: build $(CHROMIUM) $(NGINX) $(BENCH_TOOLS) $(LIGHTHOUSE_ENV) ## wrk vs nginx, ASGI servers, scale, start-up beside BASE, the inbox at 50,000 requests, the site during a 200,000-request CSV export, Lighthouse, bundle sizes
	BENCH_BASE=$(BASE) CHROMIUM_PATH=$(CHROMIUM) $(UV) run python -m tests.bench.bench_site

bench-startup: install $(BYTECODE) ## start-up at 5,000 posts beside an earlier commit (BASE=732fda6, ROUNDS=5), interleaved, medians and the ratio
	$(UV) run python -m tests.bench.startup_compare --base $(BASE) --rounds $(ROUNDS)

illustrations: install $(CHROMIUM) ## redraw the topic illustrations (service/site/app-media/illustrations) and their catalogue
	CHROMIUM_PATH=$(CHROMIUM) $(UV) run python -m tools.illustrations

wordmarks: install $(CHROMIUM) ## draw wordmarks for insurers without a logo of their own (content/media/logos)
	CHROMIUM_PATH=$(CHROMIUM) $(UV) run python -m tools.wordmarks

clean: ## remove build output and installed dependencies
	rm -rf web/dist web/dist-builds node_modules .venv $(STAMPS)
