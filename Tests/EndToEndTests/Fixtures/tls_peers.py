#!/usr/bin/env python3
"""Loopback peers for the transport-security tests, on 127.0.0.1 only.

  tls_peers.py certs DIR                     # a test authority and server certificates, made now
  tls_peers.py relay CERT KEY TARGET_PORT    # HTTPS in front of a plain HTTP server
  tls_peers.py proxy LOG                     # an HTTP CONNECT proxy that logs each request head

`relay` and `proxy` print the port they listen on, then serve until stdin closes.

The certificates in DIR:
  ca.pem                  the authority the tests trust
  good.pem/.key           127.0.0.1 and localhost, valid now, from ca.pem
  wronghost.pem/.key      www.example.org only, valid now, from ca.pem
  expired.pem/.key        127.0.0.1, expired yesterday, from ca.pem
  unknown.pem/.key        127.0.0.1, valid now, from an authority nobody trusts
"""
import datetime
import ipaddress
import os
import socket
import ssl
import sys
import threading

try:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID
except ImportError:
    x509 = None


def authority(name):
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.datetime.now(datetime.timezone.utc)
    certificate = (
        x509.CertificateBuilder().subject_name(subject).issuer_name(subject).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=30)).not_valid_after(now + datetime.timedelta(days=30))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=False,
                                     data_encipherment=False, key_agreement=False, key_cert_sign=True,
                                     crl_sign=True, encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .sign(key, hashes.SHA256()))
    return key, certificate


def server_certificate(issuer, names, addresses, valid_days):
    issuer_key, issuer_certificate = issuer
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.timezone.utc)
    start, end = (now - datetime.timedelta(days=30), now - datetime.timedelta(days=1)) if valid_days < 0 else (
        now - datetime.timedelta(days=1), now + datetime.timedelta(days=valid_days))
    alternative_names = [x509.DNSName(n) for n in names] + [x509.IPAddress(ipaddress.ip_address(a)) for a in addresses]
    certificate = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, (names + addresses)[0])]))
        .issuer_name(issuer_certificate.subject).public_key(key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(start).not_valid_after(end)
        .add_extension(x509.SubjectAlternativeName(alternative_names), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()), critical=False)
        .sign(issuer_key, hashes.SHA256()))
    return key, certificate


def write(directory, name, key, certificate):
    with open(os.path.join(directory, name + ".pem"), "wb") as file:
        file.write(certificate.public_bytes(serialization.Encoding.PEM))
    if key is not None:
        with open(os.path.join(directory, name + ".key"), "wb") as file:
            file.write(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                         serialization.NoEncryption()))


def make_certificates(directory):
    if x509 is None:
        sys.exit("tls_peers.py needs Python's cryptography package: apt-get install python3-cryptography")
    os.makedirs(directory, exist_ok=True)
    trusted = authority("wxapp test authority")
    stranger = authority("an authority nobody trusts")
    write(directory, "ca", None, trusted[1])
    write(directory, "good", *server_certificate(trusted, ["localhost"], ["127.0.0.1"], 30))
    write(directory, "wronghost", *server_certificate(trusted, ["www.example.org"], [], 30))
    write(directory, "expired", *server_certificate(trusted, [], ["127.0.0.1"], -1))
    write(directory, "unknown", *server_certificate(stranger, [], ["127.0.0.1"], 30))


def pipe(source, sink):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            sink.sendall(data)
    except OSError:
        pass
    finally:
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def splice(first, second):
    threading.Thread(target=pipe, args=(first, second), daemon=True).start()
    threading.Thread(target=pipe, args=(second, first), daemon=True).start()


def listen():
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(64)
    print(server.getsockname()[1], flush=True)
    return server


def serve(server, handle):
    def accept():
        while True:
            client, _ = server.accept()
            threading.Thread(target=handle, args=(client,), daemon=True).start()
    threading.Thread(target=accept, daemon=True).start()
    sys.stdin.read()  # until the test closes stdin


def relay(certificate, key, target_port):
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    context.set_alpn_protocols(["http/1.1"])

    def handle(client):
        try:
            secure = context.wrap_socket(client, server_side=True)
        except (ssl.SSLError, OSError):
            client.close()  # the client refused the certificate, as it should have
            return
        splice(secure, socket.create_connection(("127.0.0.1", target_port)))

    serve(listen(), handle)


def proxy(log_path):
    lock = threading.Lock()

    def handle(client):
        head = b""
        while b"\r\n\r\n" not in head:
            data = client.recv(4096)
            if not data:
                client.close()
                return
            head += data
        head, _, rest = head.partition(b"\r\n\r\n")
        with lock, open(log_path, "ab") as log:
            log.write(head + b"\n\n")
        method, target = head.split(b"\r\n")[0].split(b" ")[:2]
        if method != b"CONNECT":
            client.sendall(b"HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            client.close()
            return
        host, _, port = target.decode().rpartition(":")
        upstream = socket.create_connection((host.strip("[]"), int(port)))
        client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        if rest:
            upstream.sendall(rest)
        splice(client, upstream)

    serve(listen(), handle)


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "certs" and len(sys.argv) == 3:
        make_certificates(sys.argv[2])
    elif command == "relay" and len(sys.argv) == 5:
        relay(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif command == "proxy" and len(sys.argv) == 3:
        proxy(sys.argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
