"""OpenTelemetry tracing, off unless ``<PREFIX>_OTEL_EXPORTER`` names an exporter.

Off means off: no provider, no instrumentation, so requests pay nothing. On, every app gets
a server span per request (FastAPI instrumentation extracts the caller's W3C ``traceparent``)
and every outgoing call carries the current span's ``traceparent`` (``inject_trace``, used by
the gateway's proxy and the peer clients), so one trace runs gateway → service → service.
"""

from collections.abc import MutableMapping

from fastapi import FastAPI
from opentelemetry import propagate
from opentelemetry.instrumentation.fastapi import FastAPIInstrumentor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    ConsoleSpanExporter,
    SimpleSpanProcessor,
    SpanExporter,
)

from portal_kit.settings import BaseServiceSettings, TraceExporter

# Probes and scrapes are not worth a trace.
EXCLUDED_URLS = "/healthz,/readyz,/metrics"

# One provider per process; embedded services share the gateway's (``use_provider`` in tests).
_provider: TracerProvider | None = None


def use_provider(provider: TracerProvider | None) -> None:
    """Install (or with ``None`` drop) the process's provider, e.g. one with an in-memory
    exporter in tests; apps instrumented afterwards report to it."""
    global _provider
    _provider = provider


def _exporter(settings: BaseServiceSettings) -> SpanExporter:
    if settings.otel_exporter is TraceExporter.OTLP:
        # Imported here: the exporter pulls in protobuf, which a process with tracing off
        # never needs.
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter(endpoint=settings.otel_endpoint)
    return ConsoleSpanExporter()


def process_provider(settings: BaseServiceSettings) -> TracerProvider | None:
    """The process's provider, made on first use from ``settings``; ``None`` when off."""
    global _provider
    if _provider is None and settings.otel_exporter is not TraceExporter.NONE:
        provider = TracerProvider(
            resource=Resource.create({"service.name": f"portal-{settings.service_name}"})
        )
        exporter = _exporter(settings)
        processor = (
            BatchSpanProcessor(exporter)
            if settings.otel_exporter is TraceExporter.OTLP
            else SimpleSpanProcessor(exporter)
        )
        provider.add_span_processor(processor)
        _provider = provider
    return _provider


def instrument(app: FastAPI, settings: BaseServiceSettings) -> None:
    """Server spans for ``app`` when tracing is on (call before the app starts)."""
    provider = process_provider(settings)
    if provider is not None:
        FastAPIInstrumentor.instrument_app(
            app, tracer_provider=provider, excluded_urls=EXCLUDED_URLS
        )


def inject_trace(headers: MutableMapping[str, str]) -> None:
    """Add ``traceparent`` for the current span; without a span (tracing off) adds nothing."""
    propagate.inject(headers)
