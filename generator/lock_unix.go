//go:build unix

package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// lockFolder takes the lock of an output folder, the file name beside it, without waiting:
// ErrBusy when another process (or another Publish in this one) holds it. flock(2) locks are
// released by the kernel when their holder dies, so a killed build leaves no stale lock. unlock
// removes the file, then releases the lock.
//
// The file is opened without following a symbolic link (O_NOFOLLOW): a link in its place, which a
// site's repository can hold, would have the build create or open a file wherever it points. A
// link or a folder there is an error that says so.
func lockFolder(name string) (unlock func(), err error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW, 0o644)
	if err != nil {
		if info, lerr := os.Lstat(name); lerr == nil && !info.Mode().IsRegular() {
			what := "a folder"
			if info.Mode()&fs.ModeSymlink != 0 {
				what = "a symbolic link"
			}
			return nil, fmt.Errorf("%s is %s, not the lock file a build keeps there while it publishes: remove it", name, what)
		}
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrBusy
		}
		return nil, err
	}
	// The previous holder removes the file before it lets go: a lock on a file no longer at name
	// locks nothing, so this build came too late.
	held, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if now, err := os.Stat(name); err != nil || !os.SameFile(held, now) {
		f.Close()
		return nil, ErrBusy
	}
	return func() {
		os.Remove(name)
		f.Close()
	}, nil
}

// writable reports whether this process may add and remove entries in the folder dir (access(2)
// with W_OK and X_OK): root may, whatever the folder's mode.
func writable(dir string) bool {
	const wOK, xOK = 2, 1 // POSIX <unistd.h>
	return syscall.Access(dir, wOK|xOK) == nil
}
