//go:build !unix

package generator

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// lockFolder takes the lock of an output folder by creating the file name beside it, which fails
// when it exists: ErrBusy. Without flock(2) a killed build leaves the file; the error names it.
func lockFolder(name string) (unlock func(), err error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("%w (or one was interrupted: then remove %s)", ErrBusy, name)
	}
	if err != nil {
		return nil, err
	}
	f.Close()
	return func() { os.Remove(name) }, nil
}

// writable reports whether this process may add and remove entries in the folder dir; without
// access(2) it is found when the old site is removed.
func writable(dir string) bool { return true }
