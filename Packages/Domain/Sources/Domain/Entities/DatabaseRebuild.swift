/// What a rebuild did: where the old file was kept, and how many saved places survived.
public struct DatabaseRebuild: Sendable, Equatable {
    /// The untouched copy of the file as it was before the rebuild.
    public let backupPath: String
    /// Places found in the old file, readable or not.
    public let foundPlaces: Int
    /// Places copied, with their last observation, into the new file.
    public let keptPlaces: Int

    public init(backupPath: String, foundPlaces: Int, keptPlaces: Int) {
        self.backupPath = backupPath
        self.foundPlaces = foundPlaces
        self.keptPlaces = keptPlaces
    }
}
