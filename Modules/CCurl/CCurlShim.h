#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

// The typecheck macros only add compile-time warnings for literal options; the
// wrappers below pass options through variables, so the plain prototypes suffice.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

// Swift cannot call C variadic functions, so each argument type that the
// Networking module passes to curl_easy_setopt, curl_multi_setopt and
// curl_easy_getinfo gets a fixed-signature wrapper. They are static inline so
// the module needs no compiled C target.

static inline CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_xferinfo_function(CURL *handle, curl_xferinfo_callback value) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode ccurl_easy_setopt_resolver_start_function(CURL *handle, curl_resolver_start_callback value) {
  return curl_easy_setopt(handle, CURLOPT_RESOLVER_START_FUNCTION, value);
}

static inline CURLcode ccurl_easy_setopt_sockopt_function(CURL *handle, curl_sockopt_callback value) {
  return curl_easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, value);
}

static inline CURLcode ccurl_easy_setopt_prereq_function(CURL *handle, curl_prereq_callback value) {
  return curl_easy_setopt(handle, CURLOPT_PREREQFUNCTION, value);
}

static inline CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
  return curl_multi_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
