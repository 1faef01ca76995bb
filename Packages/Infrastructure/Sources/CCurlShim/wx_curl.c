// Calls libcurl through dlopen, so that a process which never makes a request never loads it (nor the
// dozens of libraries it depends on). Only the few easy-interface functions wxapp needs are looked up.
#include "wx_curl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
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
        snprintf(load_error, sizeof load_error, "libcurl lacks %s", name);
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
        snprintf(load_error, sizeof load_error, "libcurl is not installed (%s)", dlerror());
        return;
    }
    *(void **)&curl.global_init = symbol(library, "curl_global_init");
    *(void **)&curl.easy_init = symbol(library, "curl_easy_init");
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
    CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
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

int wx_curl_get(const wx_curl_request *request, wx_curl_outcome *outcome) {
    memset(outcome, 0, sizeof *outcome);
    if (wx_curl_load(outcome->message, sizeof outcome->message) != 0) {
        outcome->code = CURLE_FAILED_INIT;
        return outcome->code;
    }
    CURL *handle = curl.easy_init();
    if (handle == NULL) {
        outcome->code = CURLE_FAILED_INIT;
        snprintf(outcome->message, sizeof outcome->message, "libcurl could not create a transfer");
        return outcome->code;
    }
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < request->header_count; i++) {
        headers = curl.slist_append(headers, request->headers[i]);
    }
    char error[CURL_ERROR_SIZE] = {0};
    long idle_seconds = request->idle_timeout_ms < 1000 ? 1 : (request->idle_timeout_ms + 999) / 1000;
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_HTTPGET, 1L);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
    curl.easy_setopt(handle, CURLOPT_USERAGENT, request->user_agent);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 3L);
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, request->redirect_protocols);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, request->idle_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->total_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_TIME, idle_seconds);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, (void *)request);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, (void *)request);
    curl.easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, on_progress);
    curl.easy_setopt(handle, CURLOPT_XFERINFODATA, (void *)request);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error);

    CURLcode code = curl.easy_perform(handle);
    outcome->code = code;
    curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &outcome->status);
    if (code != CURLE_OK) {
        snprintf(outcome->message, sizeof outcome->message, "%s", error[0] ? error : curl.easy_strerror(code));
    }
    curl.easy_cleanup(handle);
    curl.slist_free_all(headers);
    return code;
}
