// Calls libcurl through dlopen, so that a process which never makes a request never loads it (nor the
// dozens of libraries it depends on), and so that building wxapp needs no curl header. The few parts of
// libcurl's stable ABI used here (soname libcurl.so.4) are declared below; their numbers have not changed
// since the options were introduced, as libcurl promises.
#include "wx_curl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef void CURL;
typedef int CURLcode;
typedef long long curl_off_t;
struct curl_slist;

// Option numbers: a type base (long 0, pointer 10000, function 20000) plus the option's index.
enum {
    OPT_WRITEDATA = 10001,
    OPT_URL = 10002,
    OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018,
    OPT_LOW_SPEED_LIMIT = 19,
    OPT_LOW_SPEED_TIME = 20,
    OPT_HTTPHEADER = 10023,
    OPT_HEADERDATA = 10029,
    OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52,
    OPT_XFERINFODATA = 10057,
    OPT_CAINFO = 10065,
    OPT_MAXREDIRS = 68,
    OPT_HTTPGET = 80,
    OPT_HTTP_VERSION = 84,
    OPT_CAPATH = 10097,
    OPT_NOSIGNAL = 99,
    OPT_ACCEPT_ENCODING = 10102,
    OPT_TIMEOUT_MS = 155,
    OPT_CONNECTTIMEOUT_MS = 156,
    OPT_TCP_KEEPALIVE = 213,
    OPT_HEADERFUNCTION = 20079,
    OPT_XFERINFOFUNCTION = 20219,
    OPT_PROTOCOLS_STR = 10318,
    OPT_REDIR_PROTOCOLS_STR = 10319,
};

enum {
    INFO_RESPONSE_CODE = 0x200000 + 2,
    INFO_NUM_CONNECTS = 0x200000 + 26,
    INFO_OS_ERRNO = 0x200000 + 25,
};

enum {
    GLOBAL_DEFAULT = 3,
    // HTTP/2 over TLS when the server offers it, HTTP/1.1 otherwise.
    HTTP_VERSION_1_1 = 2,
    HTTP_VERSION_2TLS = 4,
    ERROR_SIZE = 256,
};

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, int option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, int info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded;

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (found == NULL && load_error[0] == '\0') {
        snprintf(load_error, sizeof load_error, "the libcurl found lacks %s", name);
    }
    return found;
}

static void load_library(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
    *(void **)&curl.global_init = symbol(library, "curl_global_init");
    *(void **)&curl.easy_init = symbol(library, "curl_easy_init");
    *(void **)&curl.easy_reset = symbol(library, "curl_easy_reset");
    *(void **)&curl.easy_setopt = symbol(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = symbol(library, "curl_easy_perform");
    *(void **)&curl.easy_getinfo = symbol(library, "curl_easy_getinfo");
    *(void **)&curl.easy_cleanup = symbol(library, "curl_easy_cleanup");
    *(void **)&curl.easy_strerror = symbol(library, "curl_easy_strerror");
    *(void **)&curl.slist_append = symbol(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = symbol(library, "curl_slist_free_all");
    if (load_error[0] != '\0') {
        return;
    }
    CURLcode code = curl.global_init(GLOBAL_DEFAULT);
    if (code != WX_CURL_OK) {
        snprintf(load_error, sizeof load_error, "libcurl could not start: %s", curl.easy_strerror(code));
        return;
    }
    loaded = 1;
}

int wx_curl_load(char *message, size_t message_size) {
    pthread_once(&load_once, load_library);
    if (!loaded && message != NULL && message_size > 0) {
        snprintf(message, message_size, "%s", load_error);
    }
    return loaded ? 0 : -1;
}

// Handles that finished a transfer, each keeping its open connections (and their TLS sessions) for the
// next. A worker takes one, so connections are never shared between threads, and there are never more
// open connections per host than transfers that ran at once.
enum { POOL_LIMIT = 16 };
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static CURL *pool[POOL_LIMIT];
static size_t pool_count;

static CURL *take_handle(void) {
    CURL *handle = NULL;
    pthread_mutex_lock(&pool_lock);
    if (pool_count > 0) {
        handle = pool[--pool_count];
    }
    pthread_mutex_unlock(&pool_lock);
    if (handle != NULL) {
        // Forgets the last transfer's options, keeps its connections, DNS cache and TLS sessions.
        curl.easy_reset(handle);
        return handle;
    }
    return curl.easy_init();
}

static void return_handle(CURL *handle) {
    pthread_mutex_lock(&pool_lock);
    if (pool_count < POOL_LIMIT) {
        pool[pool_count++] = handle;
        handle = NULL;
    }
    pthread_mutex_unlock(&pool_lock);
    if (handle != NULL) {
        curl.easy_cleanup(handle);
    }
}

static size_t on_header(char *bytes, size_t size, size_t count, void *userdata) {
    const wx_curl_request *request = userdata;
    size_t length = size * count;
    return request->on_header(bytes, length, request->context) == 0 ? length : 0;
}

static size_t on_body(char *bytes, size_t size, size_t count, void *userdata) {
    const wx_curl_request *request = userdata;
    size_t length = size * count;
    return request->on_body(bytes, length, request->context) == 0 ? length : 0;
}

static int on_progress(void *userdata, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow) {
    (void)dltotal, (void)dlnow, (void)ultotal, (void)ulnow;
    const wx_curl_request *request = userdata;
    return request->should_abort(request->context);
}

/// Sets every option of one request on `handle`, stopping at the first that libcurl refuses (an option
/// this libcurl does not know, or memory it could not get): a request never runs with an option missing,
/// such as the protocols it may use. `headers` gets the header list, which the caller frees.
static CURLcode configure(CURL *handle, const wx_curl_request *request, struct curl_slist **headers,
                          char *error) {
    for (size_t i = 0; i < request->header_count; i++) {
        struct curl_slist *appended = curl.slist_append(*headers, request->headers[i]);
        if (appended == NULL) {
            snprintf(error, ERROR_SIZE, "libcurl could not add a request header");
            return WX_CURL_OUT_OF_MEMORY;
        }
        *headers = appended;
    }
    long idle_seconds = request->idle_timeout_ms < 1000 ? 1 : (request->idle_timeout_ms + 999) / 1000;
    CURLcode code = WX_CURL_OK;
#define SET(option, value)                                                                                  \
    do {                                                                                                    \
        if ((code = curl.easy_setopt(handle, option, value)) != WX_CURL_OK) {                               \
            snprintf(error, ERROR_SIZE, "libcurl refused CURL" #option ": %s", curl.easy_strerror(code)); \
            return code;                                                                                    \
        }                                                                                                   \
    } while (0)
    SET(OPT_ERRORBUFFER, error);
    SET(OPT_URL, request->url);
    SET(OPT_HTTPGET, 1L);
    SET(OPT_HTTPHEADER, *headers);
    SET(OPT_USERAGENT, request->user_agent);
    SET(OPT_PROTOCOLS_STR, "http,https");
    SET(OPT_FOLLOWLOCATION, 1L);
    SET(OPT_MAXREDIRS, 3L);
    SET(OPT_REDIR_PROTOCOLS_STR, request->redirect_protocols);
    SET(OPT_ACCEPT_ENCODING, "");
    // HTTP/2 is a preference: a libcurl built without it speaks HTTP/1.1.
    if (curl.easy_setopt(handle, OPT_HTTP_VERSION, (long)HTTP_VERSION_2TLS) != WX_CURL_OK) {
        SET(OPT_HTTP_VERSION, (long)HTTP_VERSION_1_1);
    }
    SET(OPT_TCP_KEEPALIVE, 1L);
    SET(OPT_NOSIGNAL, 1L);
    SET(OPT_CONNECTTIMEOUT_MS, request->idle_timeout_ms);
    SET(OPT_TIMEOUT_MS, request->total_timeout_ms);
    SET(OPT_LOW_SPEED_LIMIT, 1L);
    SET(OPT_LOW_SPEED_TIME, idle_seconds);
    if (request->ca_file != NULL) {
        SET(OPT_CAINFO, request->ca_file);
    }
    if (request->ca_directory != NULL) {
        SET(OPT_CAPATH, request->ca_directory);
    }
    SET(OPT_HEADERFUNCTION, on_header);
    SET(OPT_HEADERDATA, (void *)request);
    SET(OPT_WRITEFUNCTION, on_body);
    SET(OPT_WRITEDATA, (void *)request);
    SET(OPT_NOPROGRESS, 0L);
    SET(OPT_XFERINFOFUNCTION, on_progress);
    SET(OPT_XFERINFODATA, (void *)request);
#undef SET
    return code;
}

int wx_curl_get(const wx_curl_request *request, wx_curl_outcome *outcome) {
    memset(outcome, 0, sizeof *outcome);
    if (wx_curl_load(outcome->message, sizeof outcome->message) != 0) {
        outcome->code = WX_CURL_FAILED_INIT;
        outcome->library_missing = 1;
        return outcome->code;
    }
    CURL *handle = take_handle();
    if (handle == NULL) {
        outcome->code = WX_CURL_FAILED_INIT;
        snprintf(outcome->message, sizeof outcome->message, "libcurl could not create a transfer");
        return outcome->code;
    }
    struct curl_slist *headers = NULL;
    char error[ERROR_SIZE] = {0};
    CURLcode code = configure(handle, request, &headers, error);
    if (code == WX_CURL_OK) {
        code = curl.easy_perform(handle);
    } else {
        outcome->configure_failed = 1;
    }
    outcome->code = code;
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, &outcome->status);
    curl.easy_getinfo(handle, INFO_NUM_CONNECTS, &outcome->new_connections);
    curl.easy_getinfo(handle, INFO_OS_ERRNO, &outcome->os_errno);
    if (code != WX_CURL_OK) {
        snprintf(outcome->message, sizeof outcome->message, "%s", error[0] ? error : curl.easy_strerror(code));
    }
    // The buffer and header list die here; the handle must not point at them while it waits in the pool.
    curl.easy_setopt(handle, OPT_ERRORBUFFER, NULL);
    curl.easy_setopt(handle, OPT_HTTPHEADER, NULL);
    curl.slist_free_all(headers);
    return_handle(handle);
    return code;
}
