import FlyingFox
import Networking

// FlyingFox and Networking both define HTTPRequest, HTTPResponse and HTTPHeaders; these
// names keep the tests readable without qualifying every use.

/// The client's request type.
typealias Request = Networking.HTTPRequest
/// The client's header type.
typealias Headers = Networking.HTTPHeaders
/// What a test server's route returns.
typealias Reply = FlyingFox.HTTPResponse
/// What a test server's route receives.
typealias Incoming = FlyingFox.HTTPRequest
