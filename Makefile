# Build and install wxapp: `make install PREFIX=~/.local` (default PREFIX: /usr/local).
# Package it: `make deb` (dist/wxapp_<version>_<arch>.deb) and `make dist` (dist/wxapp-<version>-linux-<arch>.tar.gz
# with SHA256SUMS); scripts/package.sh lays them out.
#
# Installs the release binary to PREFIX/bin, its data (countries.json, gazetteer.tsv) to
# PREFIX/share/wxapp (where the binary looks for them), shell completions for bash, zsh and fish,
# and a man page, both generated from the binary's own commands.

PREFIX ?= /usr/local
DESTDIR ?=
SCRATCH ?= .build-release
SWIFT ?= swift
PYTHON ?= python3

ROOT := $(DESTDIR)$(PREFIX)
BINDIR := $(ROOT)/bin
DATADIR := $(ROOT)/share/wxapp
MANDIR := $(ROOT)/share/man/man1
BASHDIR := $(ROOT)/share/bash-completion/completions
ZSHDIR := $(ROOT)/share/zsh/site-functions
FISHDIR := $(ROOT)/share/fish/vendor_completions.d
DATA := countries.json gazetteer.tsv
DIST ?= dist
# The one version: the binary's (`wxapp --version`), read from where it is written.
VERSION := $(shell sed -n 's/^ *public static let version = "\(.*\)"$$/\1/p' \
	Packages/Presentation/Sources/Presentation/WxCommandLine.swift)
BINARY = $(shell $(SWIFT) build -c release --scratch-path $(SCRATCH) --show-bin-path)/wxapp

.PHONY: all build install uninstall completions man clean deb dist version

all: build

# The Swift runtime is linked statically: the binary needs no Swift installation and starts faster;
# without a local rpath the loader finds libsqlite3 at once instead of searching beside the binary.
# The C++ runtime (which the Swift runtime and the TOML parser use) is linked statically too when its
# archive is installed: loading and relocating libstdc++.so cost about 0.5 ms at every start. The
# Swift driver asks for it by name (-lstdc++), so the archive is offered in a folder that the linker
# searches before the compiler's own. No symbol is exported: nothing looks the binary's symbols up,
# and the runtime's start-up search of the table (dladdr) took 0.2 ms over its 4,375 entries.
# Generic types are instantiated by calling their metadata functions rather than from mangled names:
# instantiating from a name checks the type's generic requirements, and each first check scans every
# protocol conformance in the binary; ArgumentParser instantiates its option types at every run.
CLANG ?= clang
LIBSTDCXX := $(shell $(CLANG) -print-file-name=libstdc++.a 2>/dev/null)
STATIC_CXX := $(SCRATCH)/static-libstdc++
BUILD_FLAGS := --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
ifneq ($(wildcard $(LIBSTDCXX)),)
BUILD_FLAGS += -Xswiftc -L$(abspath $(STATIC_CXX))
endif

build:
ifneq ($(wildcard $(LIBSTDCXX)),)
	mkdir -p "$(STATIC_CXX)" && ln -sf "$(LIBSTDCXX)" "$(STATIC_CXX)/libstdc++.a"
endif
	$(SWIFT) build -c release $(BUILD_FLAGS) --product wxapp --scratch-path $(SCRATCH)

install: build
	install -d "$(BINDIR)" "$(DATADIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/wxapp"
	install -m 644 $(DATA) "$(DATADIR)/"
	"$(BINDIR)/wxapp" --generate-completion-script bash > "$(BASHDIR)/wxapp"
	"$(BINDIR)/wxapp" --generate-completion-script zsh > "$(ZSHDIR)/_wxapp"
	"$(BINDIR)/wxapp" --generate-completion-script fish > "$(FISHDIR)/wxapp.fish"
	$(PYTHON) scripts/generate_manpage.py "$(BINDIR)/wxapp" > "$(MANDIR)/wxapp.1"
	@echo "Installed wxapp in $(BINDIR); its data in $(DATADIR)."

version:
	@echo $(VERSION)

deb: build
	scripts/package.sh deb "$(BINARY)" "$(VERSION)" "$(DIST)"

dist: build
	scripts/package.sh dist "$(BINARY)" "$(VERSION)" "$(DIST)"

uninstall:
	rm -f "$(BINDIR)/wxapp" "$(MANDIR)/wxapp.1" "$(BASHDIR)/wxapp" "$(ZSHDIR)/_wxapp" "$(FISHDIR)/wxapp.fish"
	rm -f $(addprefix "$(DATADIR)"/,$(DATA))
	-rmdir "$(DATADIR)" 2>/dev/null

clean:
	rm -rf "$(SCRATCH)" "$(DIST)"
