// fake_gamepad: a TEST DOUBLE for the Linux joystick device, loaded with LD_PRELOAD into the real `raycrypt`.
//
// This machine (and CI) has no gamepad and no /dev/uinput, so the tests cannot plug a real or a kernel-virtual
// pad. SFML 2.5.1 (src/SFML/Window/Unix/JoystickImpl.cpp) finds pads with libudev (udev_new, an enumeration of
// the "input" subsystem, devices whose node contains "/js" and that carry ID_INPUT_JOYSTICK, a netlink monitor
// whose fd it select()s for hot-plug "add"/"remove") and then reads the joystick API: open(node, O_RDONLY |
// O_NONBLOCK), ioctl JSIOCGAXMAP / JSIOCGAXES / JSIOCGBUTTONS / JSIOCGNAME, and read() of struct js_event until
// EAGAIN; a read() failing with any other errno means "unplugged". This library intercepts exactly those calls
// and presents ONE Xbox-360-like pad at /dev/input/js0 (8 axes in xpad order: X Y Z(LT) RX RY RZ(RT) HAT0X
// HAT0Y; 11 buttons A B X Y LB RB Back Start Guide LS RS). Everything else goes to the real functions
// (dlsym(RTLD_NEXT)); udev calls made by anything but libsfml-window, and udev objects that are not ours, go
// to the real libudev. Without RAYCRYPT_FAKE_PAD in the environment the library changes nothing.
//
// The pad follows a script, RAYCRYPT_FAKE_PAD=FILE, read line by line as the game polls (a test may keep
// appending to the file to drive the pad live):
//   axis NAME VALUE     NAME: SFML axis name X Y Z R U V PovX PovY; VALUE: SFML percent -100..100
//                       (X/Y left stick, U/V right stick, Z/R triggers resting at -100, PovX/PovY the d-pad;
//                       +Y and +PovY are down, as the kernel reports them)
//   button N down|up    button N (0..10)
//   disconnect|connect  unplug / plug the pad (udev "remove"/"add"; reads fail with ENODEV while unplugged)
//   wait MS             the lines after this one apply MS milliseconds later
//   # ...               comment; blank lines are ignored
// A "disconnect" before the first wait means the pad is not plugged when the game starts.
// RAYCRYPT_FAKE_PAD_LOG=1 prints every applied line to stderr ("fake pad: 1234 ms: axis X 100").
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/joystick.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

// ---- The pad --------------------------------------------------------------------------------------------

#define kAxisCount 8
#define kButtonCount 11
#define kQueueSize 512
#define kMaxFds 8
#define kPending 16

static const char kDevNode[] = "/dev/input/js0";
static const char kSysPath[] = "/sys/devices/virtual/input/input99/js0";
static const char kName[] = "Raycrypt test pad (fake Xbox 360 controller)";
/// ABS code of each joystick axis index (xpad's order), and its SFML name.
static const uint8_t kAxisCodes[kAxisCount] = {ABS_X, ABS_Y, ABS_Z, ABS_RX, ABS_RY, ABS_RZ, ABS_HAT0X, ABS_HAT0Y};
static const char* const kAxisNames[kAxisCount] = {"X", "Y", "Z", "U", "V", "R", "PovX", "PovY"};

/// One open file descriptor of /dev/input/js0 and the events it has not read yet.
typedef struct {
    int fd;                       ///< the real descriptor (of /dev/null), or -1 for a free slot
    int dead;                     ///< opened before an unplug: every read fails with ENODEV
    struct js_event queue[kQueueSize];
    int head, tail;               ///< ring buffer
} PadFd;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static int g_enabled = -1;       ///< RAYCRYPT_FAKE_PAD set (−1: not checked yet)
static int g_log = 0;
static int g_connected = 1;
static int16_t g_axes[kAxisCount];
static int g_buttons[kButtonCount];
static PadFd g_fds[kMaxFds];
static FILE* g_script = NULL;
static double g_gate = 0.0;      ///< ms: script lines wait until the clock reaches this
static double g_start = 0.0;     ///< ms on CLOCK_MONOTONIC at load
static int g_pipe[2] = {-1, -1}; ///< the udev monitor's fd: one byte per pending hot-plug event
static const char* g_pending[kPending]; ///< "add"/"remove" per byte in the pipe
static int g_pendingHead = 0, g_pendingTail = 0;

// ---- Real functions -------------------------------------------------------------------------------------

/// Any function pointer (ISO C converts between function pointer types, not from void*).
typedef void (*AnyFn)(void);

/// The next definition of name after this library (libc, libudev, or a sanitizer's interceptor chain).
static AnyFn real(const char* name) {
    void* p = dlsym(RTLD_NEXT, name);
    AnyFn f;
    memcpy(&f, &p, sizeof f);
    return f;
}

typedef int (*OpenFn)(const char*, int, ...);
typedef ssize_t (*ReadFn)(int, void*, size_t);
typedef int (*CloseFn)(int);
typedef int (*IoctlFn)(int, unsigned long, ...);

static double nowMs(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1000.0 + (double)t.tv_nsec / 1.0e6;
}

// ---- Events ---------------------------------------------------------------------------------------------

static void pushEvent(PadFd* p, uint8_t type, uint8_t number, int16_t value) {
    int next = (p->tail + 1) % kQueueSize;
    if (next == p->head) return; // a full queue drops events (a game that never reads)
    struct js_event e;
    e.time = (uint32_t)(nowMs() - g_start);
    e.value = value;
    e.type = type;
    e.number = number;
    p->queue[p->tail] = e;
    p->tail = next;
}

/// A change of the pad's state, queued on every live descriptor.
static void broadcast(uint8_t type, uint8_t number, int16_t value) {
    for (int i = 0; i < kMaxFds; ++i)
        if (g_fds[i].fd >= 0 && !g_fds[i].dead) pushEvent(&g_fds[i], type, number, value);
}

/// A hot-plug event for the udev monitor.
static void hotplug(const char* action) {
    int next = (g_pendingTail + 1) % kPending;
    if (next == g_pendingHead || g_pipe[1] < 0) return;
    g_pending[g_pendingTail] = action;
    g_pendingTail = next;
    char byte = 1;
    if (write(g_pipe[1], &byte, 1) != 1) g_pendingTail = (g_pendingTail + kPending - 1) % kPending;
}

/// SFML percent → the joystick API's −32767..32767.
static int16_t toRaw(double percent) {
    double v = percent * 32767.0 / 100.0;
    if (v > 32767.0) v = 32767.0;
    if (v < -32767.0) v = -32767.0;
    return (int16_t)(v < 0 ? v - 0.5 : v + 0.5);
}

// ---- The script -----------------------------------------------------------------------------------------

/// Apply one script line; returns the milliseconds to wait after it (0 for everything but "wait").
static double applyLine(char* line) {
    char* hash = strchr(line, '#');
    if (hash) *hash = '\0';
    char word[32] = {0}, arg1[32] = {0}, arg2[32] = {0};
    int n = sscanf(line, "%31s %31s %31s", word, arg1, arg2);
    if (n <= 0) return 0.0;
    if (g_log) fprintf(stderr, "fake pad: %.0f ms: %s %s %s\n", nowMs() - g_start, word, arg1, arg2);
    if (strcmp(word, "wait") == 0 && n >= 2) return atof(arg1);
    if (strcmp(word, "axis") == 0 && n == 3) {
        for (int a = 0; a < kAxisCount; ++a)
            if (strcmp(arg1, kAxisNames[a]) == 0) {
                g_axes[a] = toRaw(atof(arg2));
                broadcast(JS_EVENT_AXIS, (uint8_t)a, g_axes[a]);
                return 0.0;
            }
    } else if (strcmp(word, "button") == 0 && n == 3) {
        int b = atoi(arg1);
        if (b >= 0 && b < kButtonCount) {
            g_buttons[b] = strcmp(arg2, "down") == 0;
            broadcast(JS_EVENT_BUTTON, (uint8_t)b, (int16_t)g_buttons[b]);
            return 0.0;
        }
    } else if (strcmp(word, "disconnect") == 0) {
        if (g_connected) {
            g_connected = 0;
            for (int i = 0; i < kMaxFds; ++i)
                if (g_fds[i].fd >= 0) g_fds[i].dead = 1;
            hotplug("remove");
        }
        return 0.0;
    } else if (strcmp(word, "connect") == 0) {
        if (!g_connected) {
            g_connected = 1;
            hotplug("add");
        }
        return 0.0;
    }
    fprintf(stderr, "fake pad: bad script line: %s %s %s\n", word, arg1, arg2);
    return 0.0;
}

/// True while the game has not read every event of a live descriptor yet.
static int undelivered(void) {
    for (int i = 0; i < kMaxFds; ++i)
        if (g_fds[i].fd >= 0 && !g_fds[i].dead && g_fds[i].head != g_fds[i].tail) return 1;
    return 0;
}

/// Apply every script line that is due (and that has been written completely). A line waits until the game
/// has read the events of the lines before it: SFML only compares the pad's state from one poll to the next,
/// so a change it has not seen yet must not be undone by the next line within the same poll (a stalled frame
/// would otherwise swallow a quick push and release). Call with g_lock held.
static void pump(void) {
    if (g_script == NULL) return;
    char buf[256];
    for (;;) {
        if (nowMs() < g_gate || undelivered()) return;
        long at = ftell(g_script);
        clearerr(g_script);
        if (fgets(buf, sizeof buf, g_script) == NULL) return;
        size_t len = strlen(buf);
        if (len == 0 || buf[len - 1] != '\n') { // a line still being written: read it again later
            fseek(g_script, at, SEEK_SET);
            return;
        }
        buf[len - 1] = '\0';
        double wait = applyLine(buf);
        if (wait > 0.0) g_gate = (g_gate > nowMs() ? g_gate : nowMs()) + wait;
    }
}

/// True when the fake is active (RAYCRYPT_FAKE_PAD names a script). Call with g_lock held.
static int enabled(void) {
    if (g_enabled >= 0) return g_enabled;
    const char* path = getenv("RAYCRYPT_FAKE_PAD");
    g_enabled = path != NULL && path[0] != '\0';
    if (!g_enabled) return 0;
    const char* log = getenv("RAYCRYPT_FAKE_PAD_LOG");
    g_log = log != NULL && strcmp(log, "1") == 0;
    g_start = nowMs();
    for (int i = 0; i < kMaxFds; ++i)
        g_fds[i].fd = -1;
    g_axes[2] = g_axes[5] = -32767; // triggers at rest
    g_script = fopen(path, "r");
    if (g_script == NULL) fprintf(stderr, "fake pad: cannot open the script %s\n", path);
    pump(); // the lines before the first wait describe the pad at start
    return 1;
}

static PadFd* findFd(int fd) {
    for (int i = 0; i < kMaxFds; ++i)
        if (g_fds[i].fd == fd && fd >= 0) return &g_fds[i];
    return NULL;
}

// ---- The joystick device: open, read, ioctl, close --------------------------------------------------------

/// Open the fake node: a real descriptor of /dev/null that read()/ioctl() recognise, with the initial state
/// queued as JS_EVENT_INIT events (as the kernel's joydev does).
static int openPad(void) {
    if (!g_connected) {
        errno = ENOENT;
        return -1;
    }
    PadFd* slot = NULL;
    for (int i = 0; i < kMaxFds && slot == NULL; ++i)
        if (g_fds[i].fd < 0) slot = &g_fds[i];
    if (slot == NULL) {
        errno = EMFILE;
        return -1;
    }
    int fd = ((OpenFn)real("open"))("/dev/null", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    slot->fd = fd;
    slot->dead = 0;
    slot->head = slot->tail = 0;
    for (int b = 0; b < kButtonCount; ++b)
        pushEvent(slot, JS_EVENT_BUTTON | JS_EVENT_INIT, (uint8_t)b, (int16_t)g_buttons[b]);
    for (int a = 0; a < kAxisCount; ++a)
        pushEvent(slot, JS_EVENT_AXIS | JS_EVENT_INIT, (uint8_t)a, g_axes[a]);
    return fd;
}

static int isPadPath(const char* path) { return path != NULL && strcmp(path, kDevNode) == 0; }

int open(const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if (isPadPath(path)) {
        pthread_mutex_lock(&g_lock);
        int on = enabled();
        int fd = on ? openPad() : -1;
        pthread_mutex_unlock(&g_lock);
        if (on) return fd;
    }
    return ((OpenFn)real("open"))(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if (isPadPath(path)) return open(path, flags);
    return ((OpenFn)real("open64"))(path, flags, mode);
}

ssize_t read(int fd, void* buf, size_t count) {
    pthread_mutex_lock(&g_lock);
    PadFd* p = g_enabled == 1 ? findFd(fd) : NULL;
    if (p == NULL) {
        pthread_mutex_unlock(&g_lock);
        return ((ReadFn)real("read"))(fd, buf, count);
    }
    pump();
    ssize_t got = 0;
    int error = 0;
    if (p->dead) {
        error = ENODEV;
    } else if (p->head == p->tail) {
        error = EAGAIN;
    } else {
        while (p->head != p->tail && (size_t)got + sizeof(struct js_event) <= count) {
            memcpy((char*)buf + got, &p->queue[p->head], sizeof(struct js_event));
            p->head = (p->head + 1) % kQueueSize;
            got += (ssize_t)sizeof(struct js_event);
        }
        if (got == 0) error = EINVAL;
    }
    pthread_mutex_unlock(&g_lock);
    if (error != 0) {
        errno = error;
        return -1;
    }
    return got;
}

int close(int fd) {
    pthread_mutex_lock(&g_lock);
    PadFd* p = g_enabled == 1 ? findFd(fd) : NULL;
    if (p != NULL) p->fd = -1;
    pthread_mutex_unlock(&g_lock);
    return ((CloseFn)real("close"))(fd);
}

/// The joystick ioctls on a fake descriptor.
static int padIoctl(PadFd* p, unsigned long request, void* arg) {
    if (p->dead) {
        errno = ENODEV;
        return -1;
    }
    const unsigned long sizeless = request & ~((unsigned long)_IOC_SIZEMASK << _IOC_SIZESHIFT);
    if (request == JSIOCGAXES) {
        *(uint8_t*)arg = kAxisCount;
        return 0;
    }
    if (request == JSIOCGBUTTONS) {
        *(uint8_t*)arg = kButtonCount;
        return 0;
    }
    if (request == JSIOCGVERSION) {
        *(uint32_t*)arg = JS_VERSION;
        return 0;
    }
    if (request == JSIOCGAXMAP) {
        memset(arg, 0, ABS_CNT);
        memcpy(arg, kAxisCodes, kAxisCount);
        return 0;
    }
    if (sizeless == (JSIOCGNAME(0) & ~((unsigned long)_IOC_SIZEMASK << _IOC_SIZESHIFT))) {
        size_t len = _IOC_SIZE(request);
        if (len == 0) return 0;
        strncpy((char*)arg, kName, len - 1);
        ((char*)arg)[len - 1] = '\0';
        return (int)strlen((char*)arg);
    }
    errno = EINVAL;
    return -1;
}

int ioctl(int fd, unsigned long request, ...) {
    va_list ap;
    va_start(ap, request);
    void* arg = va_arg(ap, void*);
    va_end(ap);
    pthread_mutex_lock(&g_lock);
    PadFd* p = g_enabled == 1 ? findFd(fd) : NULL;
    if (p != NULL) {
        int r = padIoctl(p, request, arg);
        pthread_mutex_unlock(&g_lock);
        return r;
    }
    pthread_mutex_unlock(&g_lock);
    return ((IoctlFn)real("ioctl"))(fd, request, arg);
}

// ---- libudev: just enough for SFML to find the pad --------------------------------------------------------

/// Our udev objects. SFML never looks inside them; we recognise them by address.
struct udev {
    int unused;
};
struct udev_device {
    const char* action;
};
struct udev_enumerate {
    int unused;
};
struct udev_monitor {
    int unused;
};
struct udev_list_entry {
    int unused;
};
static struct udev g_udev;
static struct udev_device g_enumDevice;   // from the enumeration: no action
static struct udev_device g_monitorDevice; // from the monitor: "add" / "remove"
static struct udev_enumerate g_enumerate;
static struct udev_monitor g_monitor;
static struct udev_list_entry g_entry;

/// True when the caller is SFML's window module (other users of libudev keep the real one).
static int calledBySfml(void* caller) {
    Dl_info info;
    return dladdr(caller, &info) != 0 && info.dli_fname != NULL && strstr(info.dli_fname, "sfml-window") != NULL;
}

/// Return what the real libudev function `name` returns for these arguments (0 / NULL when there is none).
#define FORWARD(type, name, ...)                                                                             \
    do {                                                                                                       \
        typedef type (*Fn)();                                                                                  \
        Fn f = (Fn)real(name);                                                                                 \
        return f ? f(__VA_ARGS__) : (type)0;                                                                   \
    } while (0)

struct udev* udev_new(void) {
    pthread_mutex_lock(&g_lock);
    int on = enabled();
    pthread_mutex_unlock(&g_lock);
    if (on && calledBySfml(__builtin_return_address(0))) return &g_udev;
    typedef struct udev* (*Fn)(void);
    Fn f = (Fn)real("udev_new");
    return f ? f() : NULL;
}

struct udev* udev_unref(struct udev* u) {
    if (u == &g_udev) return NULL;
    FORWARD(struct udev*, "udev_unref", u);
}

struct udev_enumerate* udev_enumerate_new(struct udev* u) {
    if (u == &g_udev) return &g_enumerate;
    FORWARD(struct udev_enumerate*, "udev_enumerate_new", u);
}

struct udev_enumerate* udev_enumerate_unref(struct udev_enumerate* e) {
    if (e == &g_enumerate) return NULL;
    FORWARD(struct udev_enumerate*, "udev_enumerate_unref", e);
}

int udev_enumerate_add_match_subsystem(struct udev_enumerate* e, const char* subsystem) {
    if (e == &g_enumerate) return 0;
    FORWARD(int, "udev_enumerate_add_match_subsystem", e, subsystem);
}

int udev_enumerate_scan_devices(struct udev_enumerate* e) {
    if (e == &g_enumerate) {
        pthread_mutex_lock(&g_lock);
        pump();
        pthread_mutex_unlock(&g_lock);
        return 0;
    }
    FORWARD(int, "udev_enumerate_scan_devices", e);
}

struct udev_list_entry* udev_enumerate_get_list_entry(struct udev_enumerate* e) {
    if (e == &g_enumerate) return g_connected ? &g_entry : NULL;
    FORWARD(struct udev_list_entry*, "udev_enumerate_get_list_entry", e);
}

struct udev_list_entry* udev_list_entry_get_next(struct udev_list_entry* entry) {
    if (entry == &g_entry) return NULL;
    FORWARD(struct udev_list_entry*, "udev_list_entry_get_next", entry);
}

const char* udev_list_entry_get_name(struct udev_list_entry* entry) {
    if (entry == &g_entry) return kSysPath;
    FORWARD(const char*, "udev_list_entry_get_name", entry);
}

struct udev_device* udev_device_new_from_syspath(struct udev* u, const char* syspath) {
    if (u == &g_udev) {
        if (syspath != NULL && strcmp(syspath, kSysPath) == 0) return &g_enumDevice;
        errno = ENODEV;
        return NULL;
    }
    FORWARD(struct udev_device*, "udev_device_new_from_syspath", u, syspath);
}

struct udev_device* udev_device_unref(struct udev_device* d) {
    if (d == &g_enumDevice || d == &g_monitorDevice) return NULL;
    FORWARD(struct udev_device*, "udev_device_unref", d);
}

static int ours(struct udev_device* d) { return d == &g_enumDevice || d == &g_monitorDevice; }

const char* udev_device_get_devnode(struct udev_device* d) {
    if (ours(d)) return kDevNode;
    FORWARD(const char*, "udev_device_get_devnode", d);
}

const char* udev_device_get_syspath(struct udev_device* d) {
    if (ours(d)) return kSysPath;
    FORWARD(const char*, "udev_device_get_syspath", d);
}

const char* udev_device_get_action(struct udev_device* d) {
    if (ours(d)) return d->action;
    FORWARD(const char*, "udev_device_get_action", d);
}

const char* udev_device_get_property_value(struct udev_device* d, const char* key) {
    if (ours(d)) {
        if (key == NULL) return NULL;
        if (strcmp(key, "ID_INPUT_JOYSTICK") == 0) return "1";
        if (strcmp(key, "ID_VENDOR_ID") == 0) return "045e";
        if (strcmp(key, "ID_MODEL_ID") == 0) return "028e";
        return NULL;
    }
    FORWARD(const char*, "udev_device_get_property_value", d, key);
}

const char* udev_device_get_sysattr_value(struct udev_device* d, const char* attr) {
    if (ours(d)) return NULL;
    FORWARD(const char*, "udev_device_get_sysattr_value", d, attr);
}

struct udev_device* udev_device_get_parent_with_subsystem_devtype(struct udev_device* d, const char* subsystem,
                                                                  const char* devtype) {
    if (ours(d)) return NULL;
    FORWARD(struct udev_device*, "udev_device_get_parent_with_subsystem_devtype", d, subsystem, devtype);
}

struct udev_monitor* udev_monitor_new_from_netlink(struct udev* u, const char* name) {
    if (u == &g_udev) {
        pthread_mutex_lock(&g_lock);
        if (g_pipe[0] < 0 && pipe2(g_pipe, O_NONBLOCK | O_CLOEXEC) != 0) g_pipe[0] = g_pipe[1] = -1;
        pthread_mutex_unlock(&g_lock);
        return g_pipe[0] >= 0 ? &g_monitor : NULL;
    }
    FORWARD(struct udev_monitor*, "udev_monitor_new_from_netlink", u, name);
}

struct udev_monitor* udev_monitor_unref(struct udev_monitor* m) {
    if (m == &g_monitor) return NULL;
    FORWARD(struct udev_monitor*, "udev_monitor_unref", m);
}

int udev_monitor_filter_add_match_subsystem_devtype(struct udev_monitor* m, const char* subsystem,
                                                    const char* devtype) {
    if (m == &g_monitor) return 0;
    FORWARD(int, "udev_monitor_filter_add_match_subsystem_devtype", m, subsystem, devtype);
}

int udev_monitor_enable_receiving(struct udev_monitor* m) {
    if (m == &g_monitor) return 0;
    FORWARD(int, "udev_monitor_enable_receiving", m);
}

/// SFML select()s this fd for hot-plug events on every poll of an unplugged slot: the script advances here too.
int udev_monitor_get_fd(struct udev_monitor* m) {
    if (m == &g_monitor) {
        pthread_mutex_lock(&g_lock);
        pump();
        pthread_mutex_unlock(&g_lock);
        return g_pipe[0];
    }
    FORWARD(int, "udev_monitor_get_fd", m);
}

struct udev_device* udev_monitor_receive_device(struct udev_monitor* m) {
    if (m == &g_monitor) {
        struct udev_device* d = NULL;
        pthread_mutex_lock(&g_lock);
        char byte;
        if (((ReadFn)real("read"))(g_pipe[0], &byte, 1) == 1 && g_pendingHead != g_pendingTail) {
            g_monitorDevice.action = g_pending[g_pendingHead];
            g_pendingHead = (g_pendingHead + 1) % kPending;
            d = &g_monitorDevice;
        }
        pthread_mutex_unlock(&g_lock);
        return d;
    }
    FORWARD(struct udev_device*, "udev_monitor_receive_device", m);
}
