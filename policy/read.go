package policy

import (
	"fmt"
	"io"
	"io/fs"
)

// MaxFileBytes is the largest policy file Load and Parse accept: 4 MiB, a hundred times the
// largest example, so that a file meant to exhaust the machine (an endless /dev/zero, millions
// of keys) is refused before it is parsed.
const MaxFileBytes = 4 << 20

// TooLargeError is the error of a file larger than the limit an input has.
type TooLargeError struct {
	Name  string // the file, as given
	Limit int64  // bytes
}

func (e *TooLargeError) Error() string { return e.Name + ": " + e.Reason() }

// Reason is the error without the file's name.
func (e *TooLargeError) Reason() string {
	return fmt.Sprintf("larger than %s, the most sitegen reads of such a file", formatLimit(e.Limit))
}

// NotRegularError is the error of an input that is not a regular file (a FIFO, a device, a
// socket): reading one can block forever or never end.
type NotRegularError struct {
	Name string
	Mode fs.FileMode
}

func (e *NotRegularError) Error() string { return e.Name + ": " + e.Reason() }

// Reason is the error without the file's name.
func (e *NotRegularError) Reason() string {
	return fmt.Sprintf("not a regular file (%s), so sitegen does not read it", kind(e.Mode))
}

// ReadFile reads the input file name from fsys: a regular file (or a symbolic link to one) of at
// most limit bytes. A larger file is a *TooLargeError, anything but a regular file a
// *NotRegularError; the file system's errors are returned as they are (fs.ErrNotExist …). The
// type is checked before the file is opened, since opening a FIFO blocks until a writer comes.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotRegularError{Name: name, Mode: info.Mode()}
	}
	if info.Size() > limit {
		return nil, &TooLargeError{Name: name, Limit: limit}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, name, limit)
}

// ReadAll reads r to its end, at most limit bytes: more is a *TooLargeError naming name. It
// bounds what sitegen reads from a pipe (standard input, git).
func ReadAll(r io.Reader, name string, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, &TooLargeError{Name: name, Limit: limit}
	}
	return b, nil
}

func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	default:
		return m.Type().String()
	}
}

// formatLimit writes a limit in the largest binary unit that divides it (4 MiB, 64 KiB).
func formatLimit(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
