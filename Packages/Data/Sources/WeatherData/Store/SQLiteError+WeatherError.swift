import Domain
import Infrastructure

extension SQLiteWeatherStore {
    /// Wraps any storage failure as a Domain error that names the file and says what to do.
    static func storageError(_ error: any Error, path: String) -> WeatherError {
        if let error = error as? WeatherError {
            return error
        }
        guard let error = error as? SQLiteError else {
            return .storage(path: path, detail: String(describing: error))
        }
        let advice: String
        if error.isCorrupt {
            advice = "it is not a wxapp database or it is damaged; move it aside to start afresh"
        } else if error.isSchemaTooNew {
            advice = "a newer version of wxapp wrote it; update wxapp to use this file"
        } else if error.isSchemaDamaged {
            advice = "its schema version does not match its tables; \"wxapp doctor --rebuild\" mends it"
        } else if error.isFull {
            advice = "the disk is full; free some space and try again"
        } else if error.isInputOutputFailure {
            advice =
                "the disk could not be written or read (it may be full, over a quota or failing); "
                + "free some space and try again"
        } else if error.isReadOnly {
            advice = "it cannot be written; check the permissions of the file and its folder"
        } else if error.isBusy {
            advice = "another wxapp is holding it; try again in a moment"
        } else {
            advice = "SQLite could not use it"
        }
        return .storage(path: path, detail: "\(advice) (\(error.message))")
    }
}
