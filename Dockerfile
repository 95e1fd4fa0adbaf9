# docgen in a container, for CI systems other than GitHub Actions (docs/ci.md): a slim Debian
# and the self-contained binary of a release, no Swift toolchain. The build context is the
# folder scripts/release wrote into, or one holding a downloaded release archive:
#   scripts/release
#   docker build -f Dockerfile --build-arg VERSION=0.1.0 -t docgen .build/release-artifacts
#   docker run --rm -v "$PWD:/docs" -w /docs docgen check
# The base is the Debian release the archives are built on; the binary needs glibc 2.35 and
# GCC 12's libstdc++ or newer (docs/ci.md).
FROM debian:bookworm-slim

ARG VERSION
# The archive's architecture, as `uname -m` names it: x86_64 or aarch64.
ARG ARCH=x86_64

# A local tar.gz is unpacked by ADD: /opt/docgen-<version>-linux-<arch>/docgen.
ADD docgen-${VERSION}-linux-${ARCH}.tar.gz /opt/
RUN ln -s "/opt/docgen-${VERSION}-linux-${ARCH}/docgen" /usr/local/bin/docgen && docgen --version

WORKDIR /docs
ENTRYPOINT ["docgen"]
CMD ["--help"]
