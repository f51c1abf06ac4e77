# PgBouncer from Debian's package, for compose.yaml (service pgbouncer) and the Kubernetes
# manifests (image portal-pgbouncer). BASE_IMAGE: any Debian bookworm image whose apt sources
# answer, e.g. the base made from Debian packages for builds without Docker Hub.
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends pgbouncer \
    && rm -rf /var/lib/apt/lists/*
# Nobody: PgBouncer refuses to run as root, and needs no file it did not write itself.
USER 65534:65534
EXPOSE 6432
ENTRYPOINT ["/bin/sh", "/usr/local/bin/pgbouncer-start.sh"]
