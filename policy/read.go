package policy

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
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

// LinkError is the error of an input that is a symbolic link leading out of the folder it is
// read from (the site folder), or to nothing: sitegen reads only files inside the site folder,
// so that a site cannot publish, or a review echo, a file from elsewhere.
type LinkError struct {
	Name   string // the file, as given
	Target string // where the link points, as written in it
}

func (e *LinkError) Error() string { return e.Name + ": " + e.Reason() }

// Reason is the error without the file's name.
func (e *LinkError) Reason() string {
	return fmt.Sprintf("a symbolic link to %s, which leads out of the site folder or to nothing; sitegen reads only files inside the site folder (copy the file in, or link to a file inside)", strconv.Quote(e.Target))
}

// ReadError is the error of an input that cannot be read for another reason than its absence,
// its kind or its size (permissions, a file system fault), with the system's reason alone.
type ReadError struct {
	Name string
	Err  error
}

func (e *ReadError) Error() string { return e.Name + ": " + e.Reason() }

// Reason is the error without the file's name: the system's reason (an fs.PathError's Err, not
// its operation and path).
func (e *ReadError) Reason() string {
	cause := e.Err
	var pe *fs.PathError
	if errors.As(cause, &pe) {
		cause = pe.Err
	}
	return fmt.Sprintf("cannot be read (%v)", cause)
}

func (e *ReadError) Unwrap() error { return e.Err }

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
//
// A symbolic link that leads out of fsys (an os.Root's file system refuses it, with the raw
// "statat …: path escapes from parent") or to nothing is a *LinkError; any other failure to
// look at the file is a *ReadError, which says what went wrong without Go's operation names.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		if l, lerr := fs.Lstat(fsys, name); lerr == nil && l.Mode()&fs.ModeSymlink != 0 {
			target, _ := fs.ReadLink(fsys, name)
			return nil, &LinkError{Name: name, Target: target}
		}
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, &ReadError{Name: name, Err: err}
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
