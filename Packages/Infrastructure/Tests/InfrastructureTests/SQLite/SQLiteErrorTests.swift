import Testing

@testable import Infrastructure

struct SQLiteErrorTests {
    static func stub(code: Int32 = 1, systemErrorNumber: Int32 = 0) -> SQLiteError {
        SQLiteError(code: code, message: "message", path: "/db.sqlite3", systemErrorNumber: systemErrorNumber)
    }

    @Test func extendedCodesAreReducedToTheirPrimaryCode() {
        #expect(Self.stub(code: 2067).code == 19)
        #expect(Self.stub(code: 1032).isReadOnly)
    }

    @Test func categoriesFollowThePrimaryCode() {
        #expect(Self.stub(code: 11).isCorrupt)
        #expect(Self.stub(code: 26).isCorrupt)
        #expect(Self.stub(code: 13).isFull)
        #expect(Self.stub(code: 5).isBusy)
        #expect(Self.stub(code: 6).isBusy)
        #expect(Self.stub(code: 8).isReadOnly)
        #expect(Self.stub(code: 3).isReadOnly)
        #expect(Self.stub(code: 23).isReadOnly)
        #expect(Self.stub(code: 19).isConstraintViolation)
        #expect(!Self.stub(code: 1).isCorrupt && !Self.stub(code: 1).isFull && !Self.stub(code: 1).isBusy)
    }

    @Test func anInputOutputErrorFromAFullDiskQuotaOrFileSizeLimitIsFull() {
        #expect(Self.stub(code: 10, systemErrorNumber: 28).isFull)  // ENOSPC
        #expect(Self.stub(code: 778, systemErrorNumber: 27).isFull)  // SQLITE_IOERR_WRITE, EFBIG
        #expect(Self.stub(code: 10, systemErrorNumber: 122).isFull)  // EDQUOT
        #expect(!Self.stub(code: 10, systemErrorNumber: 5).isFull)  // EIO
        #expect(Self.stub(code: 778, systemErrorNumber: 5).isInputOutputFailure)
        #expect(!Self.stub(code: 13).isInputOutputFailure)
        #expect(!Self.stub(code: 1, systemErrorNumber: 28).isFull)
    }

    @Test func cannotOpenIsReadOnlyOnlyWhenPermissionWasDenied() {
        #expect(Self.stub(code: 14, systemErrorNumber: 13).isReadOnly)  // EACCES
        #expect(Self.stub(code: 14, systemErrorNumber: 30).isReadOnly)  // EROFS
        #expect(!Self.stub(code: 14, systemErrorNumber: 2).isReadOnly)  // ENOENT
    }

    @Test func descriptionNamesMessageCodeAndPath() {
        let error = SQLiteError(code: 11, message: "database disk image is malformed", path: "/x/y.sqlite3")

        #expect(error.description == "database disk image is malformed (code 11) at /x/y.sqlite3")
    }

    @Test func schemaTooNewExplainsWhatToDo() {
        let error = SQLiteError.schemaTooNew(found: 4, supported: 2, path: "/x/y.sqlite3")

        #expect(error.code == 0)
        #expect(error.isSchemaTooNew)
        #expect(!SQLiteError(code: 0, message: error.message, path: error.path).isSchemaTooNew)
        #expect(
            error.description
                == "/x/y.sqlite3: the database schema version 4 is newer than the newest this program knows "
                + "(2); use a newer version of the program or another database file"
        )
    }
}
