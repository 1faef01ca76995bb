#!/usr/bin/env bash
# Packages a release binary of wxapp (`make deb`, `make dist`):
#
#   scripts/package.sh deb  BINARY VERSION OUTDIR   # OUTDIR/wxapp_VERSION_ARCH.deb, Debian's paths
#   scripts/package.sh dist BINARY VERSION OUTDIR   # OUTDIR/wxapp-VERSION-linux-ARCH.tar.gz and SHA256SUMS
#
# VERSION is the one the binary prints (`wxapp --version`); the script refuses a binary or a
# packaging/debian/changelog that says otherwise, so the binary, the package, the tarball and the
# changelog always agree. The man page and the completions are generated from the binary itself.
set -euo pipefail

kind=$1 binary=$2 version=$3 out=$4
root=$(cd "$(dirname "$0")/.." && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

fail() {
    echo "package.sh: $*" >&2
    exit 1
}

[ -n "$version" ] || fail "no version given"
[ "$("$binary" --version)" = "wxapp $version" ] || fail "$binary says '$("$binary" --version)', not 'wxapp $version'"
changelog_version=$(sed -n '1s/^wxapp (\([^)]*\)).*/\1/p' "$root/packaging/debian/changelog")
[ "$changelog_version" = "$version" ] ||
    fail "packaging/debian/changelog starts at $changelog_version, not $version: add an entry for $version"

# Lays out PREFIX (a folder) as an installation: bin/, share/wxapp/, the man page, the completions.
# $1: the folder; $2: where zsh's completion goes below share/ (Debian's vendor folder, or site-functions).
install_tree() {
    local prefix=$1 zsh_dir=$2
    install -d "$prefix/bin" "$prefix/share/wxapp" "$prefix/share/man/man1" \
        "$prefix/share/bash-completion/completions" "$prefix/share/$zsh_dir" \
        "$prefix/share/fish/vendor_completions.d"
    install -m 755 "$binary" "$prefix/bin/wxapp"
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$prefix/bin/wxapp"
    install -m 644 "$root/countries.json" "$root/gazetteer.tsv" "$prefix/share/wxapp/"
    # bash-completion sources the file: a #! line would only mislead (lintian: bash-completion-with-hashbang).
    "$prefix/bin/wxapp" --generate-completion-script bash | sed '1{/^#!/d}' \
        > "$prefix/share/bash-completion/completions/wxapp"
    "$prefix/bin/wxapp" --generate-completion-script zsh > "$prefix/share/$zsh_dir/_wxapp"
    "$prefix/bin/wxapp" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/wxapp.fish"
    python3 "$root/scripts/generate_manpage.py" "$prefix/bin/wxapp" > "$prefix/share/man/man1/wxapp.1"
    gzip -9n "$prefix/share/man/man1/wxapp.1"
    chmod 644 "$prefix"/share/*/*/wxapp* "$prefix/share/$zsh_dir/_wxapp" "$prefix/share/man/man1/wxapp.1.gz"
}

# The README and docs/ beside each other, so that the README's links work where they are installed.
install_docs() {
    install -d "$1/docs"
    install -m 644 "$root/README.md" "$1/"
    install -m 644 "$root"/docs/*.md "$1/docs/"
}

mkdir -p "$out"
case $kind in
deb)
    arch=$(dpkg --print-architecture)
    package=$stage/package
    install_tree "$package/usr" zsh/vendor-completions
    install -d "$package/usr/share/doc/wxapp" "$package/DEBIAN"
    install -m 644 "$root/packaging/debian/copyright" "$package/usr/share/doc/wxapp/copyright"
    install_docs "$package/usr/share/doc/wxapp"
    gzip -9n < "$root/packaging/debian/changelog" > "$package/usr/share/doc/wxapp/changelog.gz"
    chmod 644 "$package/usr/share/doc/wxapp/changelog.gz"

    # Depends: what the binary really links, with the versions its symbols need (dpkg-shlibdeps reads
    # them from the libraries' packages, as a Debian build does).
    mkdir -p "$stage/debian"
    printf 'Source: wxapp\n\nPackage: wxapp\nArchitecture: any\n' > "$stage/debian/control"
    depends=$(cd "$stage" && dpkg-shlibdeps -O -e package/usr/bin/wxapp 2>/dev/null |
        sed -n 's/^shlibs:Depends=//p')
    [ -n "$depends" ] || fail "dpkg-shlibdeps found no libraries for the binary"
    size=$(du -sk --exclude=DEBIAN "$package" | cut -f1)
    sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
        "$root/packaging/debian/control" > "$package/DEBIAN/control"
    (cd "$package" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$package/DEBIAN/md5sums"
    chmod 644 "$package/DEBIAN/control" "$package/DEBIAN/md5sums"
    find "$package" -type d -exec chmod 755 {} +

    deb=$out/wxapp_${version}_${arch}.deb
    dpkg-deb --root-owner-group -Zxz --build "$package" "$deb" > /dev/null
    echo "$deb"
    ;;
dist)
    name=wxapp-$version-linux-$(uname -m)
    tree=$stage/$name
    install_tree "$tree" zsh/site-functions
    install -d "$tree/share/doc/wxapp"
    install -m 644 "$root/packaging/debian/copyright" "$tree/share/doc/wxapp/"
    install_docs "$tree/share/doc/wxapp"
    find "$tree" -type d -exec chmod 755 {} +
    stamp=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" \
        -C "$stage" -czf "$out/$name.tar.gz" "$name"
    (cd "$out" && sha256sum -- *.tar.gz $(ls -- *.deb 2>/dev/null) > SHA256SUMS)
    echo "$out/$name.tar.gz"
    ;;
*) fail "unknown kind '$kind': deb or dist" ;;
esac
