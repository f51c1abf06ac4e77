# The two commands: `make run` and `make test` (see README.md).
SHELL := /bin/bash
.DEFAULT_GOAL := help

UV := $(shell bash scripts/ensure-uv.sh)
# uv uses the machine's Python 3.11 and never downloads an interpreter.
export UV_PYTHON_DOWNLOADS := never
# The browser tests use Debian's Chromium; npm must never fetch a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

PACKAGES := portal_kit gateway auth customer message content reference backoffice portalctl portal_client
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) \
	$(wildcard web/index.html web/vite.config.ts web/tsconfig*.json web/package.json)
# The operator console: its own code, and the shared src/ it builds on.
CONSOLE_SOURCES := $(shell find web/console web/src web/public -type f 2>/dev/null) \
	$(wildcard web/vite.console.config.ts web/tsconfig*.json web/package.json)
HOST ?= 127.0.0.1
PORT ?= 8000
# make run's metrics page, always on loopback (README "Observability").
METRICS_PORT ?= 9464

.PHONY: help run run-distributed ctl test ci-services install web web-deps lint typecheck test-python test-fast test-web e2e e2e-distributed routes api-contract bench bench-embedded bench-web bench-screens bench-messages fuzz load images test-containers clean

help:
	@echo "make run    install, build the web app, migrate, load demo data, serve on http://$(HOST):$(PORT)"
	@echo "           (HOST=0.0.0.0 PORT=8080 make run: another address; metrics on 127.0.0.1:$(METRICS_PORT), METRICS_PORT)"
	@echo "make test   install what tests need and run every check and test"
	@echo "make test-fast  the inner loop: unit and service tests on the embedded default (README)"
	@echo "make run-distributed  the same portal as separate processes on PostgreSQL and Redis"
	@echo "           (HOST, PORT: the gateway's address; OPS_PORT, BASE_PORT, METRICS_BASE_PORT: README)"
	@echo "make ctl CTL=\"restart auth\"  one process of make run-distributed (status by default)"
	@echo "make routes print every call and the service that owns it"
	@echo "make api-contract  write contracts/ (portal and console) and the web apps' types from the services"
	@echo "make bench  the gateway benchmark (prints figures; see bench/README.md)"
	@echo "make bench-embedded  CPU per sealed call of make run's one process, 16 connections"
	@echo "make bench-web  first-load JavaScript and Lighthouse scores of the web app"
	@echo "make bench-screens  every screen's time to usable after signing in (bench/web/README.md)"
	@echo "make bench-messages  unread count and message list for a company with 1,000,000 messages"
	@echo "make fuzz  the long fuzzing run (at least 20,000 cases) and its figures (docs/security.md)"
	@echo "make load  200 simulated users against the multi-process portal (bench/README.md)"
	@echo "make images  every image, built here without Docker Hub or PyPI (docs/operations.md)"
	@echo "make test-containers  the portal from those images, then the sign-in and registration journeys"

run: install web
	$(UV) run --no-sync python -m gateway prepare --demo
	GATEWAY_METRICS_PORT=$(METRICS_PORT) $(UV) run --no-sync python -m gateway serve --host $(HOST) --port $(PORT)

run-distributed: install web
	UV=$(UV) HOST=$(HOST) PORT=$(PORT) bash scripts/run-distributed.sh

# supervisorctl for the processes of a running `make run-distributed` (README "Two ways to run").
CTL ?= status
ctl:
	@$(UV) run --no-sync supervisorctl -c $(or $(VAR_DIR),var/distributed)/supervisord.conf $(CTL)

# The stages in this order, each one's wall time printed at the end (scripts/test-stages.sh).
# One after another: the Python stage already keeps both cores busy with its workers.
TEST_STAGES := setup="ci-services install web-deps" lint=lint typecheck=typecheck \
	python=test-python web=test-web e2e=e2e e2e-distributed=e2e-distributed
test:
	@MAKE="$(MAKE)" bash scripts/test-stages.sh $(TEST_STAGES)

# With CI=true the PostgreSQL and Redis tests must run: install and start what is missing.
ci-services:
	@if [ "$${CI:-}" = true ]; then bash scripts/ci-services.sh; fi

install:
	$(UV) sync --all-packages --all-extras --locked --quiet

web-deps: web/node_modules/.installed
web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Both web apps: the portal (web/dist) and the operator console (web/dist-console).
web: web/dist/index.html web/dist-console/index.html
web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run --silent build
web/dist-console/index.html: web/node_modules/.installed $(CONSOLE_SOURCES)
	cd web && npm run --silent build:console

lint:
	$(UV) run --no-sync ruff check .
	$(UV) run --no-sync ruff format --check .
	cd web && npm run --silent lint
	cd web && npm run --silent api-types:check

typecheck:
	$(UV) run --no-sync mypy $(addprefix -p ,$(PACKAGES))
	cd web && npm run --silent typecheck

# Parallel workers (pytest-xdist), one more than the cores (tests often wait on PostgreSQL,
# Redis or a process; on 2 cores 3 workers took 280 s, 4 took 303 s), at most 4: each
# takes its own Redis database (15, 14, ...).
PYTEST_WORKERS ?= $(shell n=$$(( $$(nproc 2>/dev/null || echo 2) + 1 )); [ $$n -gt 4 ] && n=4; echo $$n)

test-python:
	$(UV) run --no-sync pytest -n $(PYTEST_WORKERS) --dist loadgroup --durations=15

# The inner loop: unit and service tests on the embedded default only (no PostgreSQL or Redis,
# no programs started, no load, fuzzing or browser), on FAST_WORKERS workers; tiers in README.
FAST_WORKERS ?= 2
test-fast: install
	$(UV) run --no-sync pytest -n $(FAST_WORKERS) -q -p no:cacheprovider \
		-m "(unit or service) and not postgres_redis" $(FAST_ARGS)

test-web: web-deps
	cd web && npm run --silent test

# `make e2e E2E_ARGS="e2e/account.spec.ts --workers=1"` runs some of the journeys (on a
# build of their own; E2E_MODE=distributed against every service as its own process).
e2e: web-deps
	UV=$(UV) bash scripts/e2e.sh $(E2E_ARGS)

# The sign-in journeys again, against every service as its own process (distributed mode).
e2e-distributed: web-deps
	E2E_MODE=distributed UV=$(UV) bash scripts/e2e.sh e2e/sign-in.spec.ts

routes: install
	$(UV) run --no-sync python -m gateway routes

# After changing a schema or a call: the browser's API document, then the web app's types.
api-contract: install web-deps
	$(UV) run --no-sync python -m gateway openapi
	cd web && npm run --silent api-types

bench: install
	$(UV) run --no-sync python -m bench.gateway

# The embedded default (make run's one process) under 16 keep-alive connections: CPU per
# sealed call (bench/README.md); e.g. `make bench-embedded EMBEDDED_ARGS="--duration 20"`.
bench-embedded: install
	$(UV) run --no-sync python -m bench.embedded $(EMBEDDED_ARGS)

# A company with 1,000,000 messages in PostgreSQL: the unread badge and the first list pages
# (bench/README.md); e.g. `make bench-messages MESSAGES_ARGS="--messages 200000"`.
bench-messages: install
	$(UV) run --no-sync python -m bench.messages $(MESSAGES_ARGS)

# First-load JavaScript and Lighthouse scores of the web app (bench/web/README.md).
bench-web: install web
	UV=$(UV) bash scripts/bench-web.sh

# Every screen's time from navigation to its content, signed in as a demo user, against a
# fresh portal (bench/web/README.md); e.g. `make bench-screens BENCH_ROUNDS=3`.
bench-screens: install web
	UV=$(UV) BENCH_ROUNDS=$(or $(BENCH_ROUNDS),5) bash scripts/bench-screens.sh

# Simulated users against every service as its own process on PostgreSQL and Redis
# (bench/README.md); e.g. `make load LOAD_ARGS="--users 50 --duration 30"`.
load: install
	$(UV) run --no-sync python -m bench.load $(LOAD_ARGS)

# The long form of the fuzzing suites that make test runs short (docs/security.md):
# FUZZ_EXAMPLES cases per call and backend, figures printed, at least FUZZ_MIN_CASES in all.
FUZZ_EXAMPLES ?= 100
FUZZ_MIN_CASES ?= 20000
FUZZ_REPORT := var/fuzz-report
fuzz: install
	rm -rf $(FUZZ_REPORT)
	PORTAL_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) PORTAL_FUZZ_REPORT=$(FUZZ_REPORT) \
		$(UV) run --no-sync pytest -n $(PYTEST_WORKERS) -q -p no:cacheprovider \
		services/*/tests/test_fuzz.py gateway/tests/test_fuzz.py; \
		status=$$?; \
		$(UV) run --no-sync python -m portal_kit.fuzzing $(FUZZ_REPORT) --min-cases $(FUZZ_MIN_CASES) \
		&& exit $$status

# The portal's images, offline: a base made from Debian packages, the Python packages from a
# wheelhouse of uv.lock, the web apps built here (docs/operations.md "Images, offline");
# e.g. `make images IMAGES="auth gateway"`, `make images PORTAL_TAG=1.4.0`.
images: install web
	UV=$(UV) bash deploy/docker/build-images.sh $(IMAGES)

# The whole portal from those images (a container per service, PostgreSQL and Redis of this
# machine), then the sign-in and registration journeys; `.ci/run` runs it after `make test`.
test-containers: ci-services images web-deps
	UV=$(UV) bash scripts/test-containers.sh $(CONTAINERS_ARGS)

clean:
	rm -rf var web/dist web/dist-console .pytest_cache .mypy_cache .ruff_cache
