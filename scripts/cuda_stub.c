/* A stand-in libcuda.so.1 for machines without an NVIDIA driver: every entry point reports
 * CUDA_ERROR_NO_DEVICE (100), so Legate starts on CPUs only. Used by gen_api_manifest.sh and the
 * runtime benchmarks; never linked into cpn-fix. */
#include <stddef.h>
#include <string.h>

typedef int CUresult;
#define CUDA_ERROR_NO_DEVICE 100

static CUresult no_device(void) { return CUDA_ERROR_NO_DEVICE; }

CUresult cuInit(unsigned int flags) { (void)flags; return CUDA_ERROR_NO_DEVICE; }

CUresult cuDriverGetVersion(int *version) {
    if (version) *version = 13000;
    return 0;
}

CUresult cuDeviceGetCount(int *count) {
    if (count) *count = 0;
    return CUDA_ERROR_NO_DEVICE;
}

CUresult cuGetErrorString(CUresult error, const char **str);
CUresult cuGetErrorName(CUresult error, const char **str);

/* Any symbol asked for by name resolves to a function that reports "no device" (the error-text
 * functions resolve to themselves so messages stay readable). */
CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, unsigned long long flags) {
    (void)version; (void)flags;
    if (!pfn) return 0;
    if (symbol && strcmp(symbol, "cuGetErrorString") == 0) *pfn = (void *)cuGetErrorString;
    else if (symbol && strcmp(symbol, "cuGetErrorName") == 0) *pfn = (void *)cuGetErrorName;
    else *pfn = (void *)no_device;
    return 0;
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags, void *status) {
    (void)status;
    return cuGetProcAddress(symbol, pfn, version, flags);
}

CUresult cuGetErrorString(CUresult error, const char **str) {
    (void)error;
    if (str) *str = "CUDA_ERROR_NO_DEVICE (cpn-fix driver stub)";
    return 0;
}

CUresult cuGetErrorName(CUresult error, const char **str) {
    (void)error;
    if (str) *str = "CUDA_ERROR_NO_DEVICE";
    return 0;
}
