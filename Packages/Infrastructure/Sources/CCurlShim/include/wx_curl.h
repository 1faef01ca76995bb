#ifndef WX_CURL_H
#define WX_CURL_H

#include <stddef.h>

/// Receives a chunk of the reply (a header line or body bytes); returns 0 to go on, non-zero to abort.
typedef int (*wx_curl_chunk_handler)(const char *bytes, size_t length, void *context);
/// Asked about once a second and on every chunk; returns non-zero to abort the transfer.
typedef int (*wx_curl_abort_check)(void *context);

/// What became of one transfer.
typedef struct wx_curl_outcome {
    /// libcurl's result code: 0 on success.
    int code;
    /// The HTTP status, when a reply arrived.
    long status;
    /// libcurl's own words for a failure.
    char message[256];
    /// How many connections the transfer opened: 0 when it reused one.
    long new_connections;
    /// Non-zero when libcurl itself could not be loaded.
    int library_missing;
    /// The system's error number of a failed connect or transfer (ECONNREFUSED, ECONNRESET...), or 0.
    long os_errno;
    /// Non-zero when libcurl refused an option of the request, which was then not sent: `message` names
    /// the option, and `code` is libcurl's reason, not a failure of the transfer.
    int configure_failed;
} wx_curl_outcome;

/// The limits and callbacks of one GET.
typedef struct wx_curl_request {
    const char *url;
    /// "Name: value" lines.
    const char *const *headers;
    size_t header_count;
    /// Gives up when no byte arrives for this long (and bounds the connection).
    long idle_timeout_ms;
    /// Gives up when the whole transfer takes longer.
    long total_timeout_ms;
    /// Comma-separated schemes a redirect may go to, such as "https".
    const char *redirect_protocols;
    const char *user_agent;
    /// Certificate authorities to trust instead of the system's: a PEM file, a hashed directory, or NULL.
    const char *ca_file;
    const char *ca_directory;
    wx_curl_chunk_handler on_header;
    wx_curl_chunk_handler on_body;
    wx_curl_abort_check should_abort;
    void *context;
} wx_curl_request;

/// Loads libcurl on first use; returns 0 when it is available, else writes why into `message`.
int wx_curl_load(char *message, size_t message_size);

/// Performs a blocking GET on a connection kept from an earlier transfer when one is open to the same
/// host; returns the outcome's code.
int wx_curl_get(const wx_curl_request *request, wx_curl_outcome *outcome);

/// libcurl's result codes that callers tell apart.
enum {
    WX_CURL_OK = 0,
    WX_CURL_UNSUPPORTED_PROTOCOL = 1,
    WX_CURL_FAILED_INIT = 2,
    WX_CURL_URL_MALFORMAT = 3,
    WX_CURL_COULDNT_RESOLVE_PROXY = 5,
    WX_CURL_COULDNT_RESOLVE_HOST = 6,
    WX_CURL_COULDNT_CONNECT = 7,
    WX_CURL_WEIRD_SERVER_REPLY = 8,
    WX_CURL_HTTP2 = 16,
    WX_CURL_PARTIAL_FILE = 18,
    WX_CURL_WRITE_ERROR = 23,
    WX_CURL_OUT_OF_MEMORY = 27,
    WX_CURL_OPERATION_TIMEDOUT = 28,
    WX_CURL_ABORTED_BY_CALLBACK = 42,
    WX_CURL_TOO_MANY_REDIRECTS = 47,
    WX_CURL_GOT_NOTHING = 52,
    WX_CURL_SEND_ERROR = 55,
    WX_CURL_RECV_ERROR = 56,
    WX_CURL_HTTP2_STREAM = 92,
    /// The reply's body is not in the content encoding its headers name, or in one libcurl does not know.
    WX_CURL_BAD_CONTENT_ENCODING = 61,
    /// The TLS handshake failed, the peer's certificate was not trusted, or the trusted authorities could
    /// not be read.
    WX_CURL_SSL_CONNECT_ERROR = 35,
    WX_CURL_SSL_CERTPROBLEM = 58,
    WX_CURL_SSL_CIPHER = 59,
    WX_CURL_PEER_FAILED_VERIFICATION = 60,
    WX_CURL_SSL_CACERT_BADFILE = 77,
    WX_CURL_SSL_ISSUER_ERROR = 83,
    WX_CURL_SSL_INVALIDCERTSTATUS = 91,
    WX_CURL_PROXY = 97,
};

#endif
