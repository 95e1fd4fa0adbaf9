import Foundation
import Testing

@testable import DocGenConcurrency

@Suite struct BackgroundJobTests {
    @Test("a background job runs while its caller goes on, and its result is there once asked for")
    func runsAlongsideTheCaller() {
        let callerWentOn = DispatchSemaphore(value: 0)
        // The job can only see the signal if starting it returned before the job finished.
        let job = BackgroundJob { () -> Bool in
            callerWentOn.wait(timeout: .now() + 10) == .success
        }
        callerWentOn.signal()
        #expect(job.value() == true)
        #expect(job.value() == true)
    }
}
