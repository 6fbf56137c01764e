// Objective-C item-API constraints as table cells and controllers write them (issue #22):
// addConstraint:, addConstraints:@[…], activateConstraints:, .active = YES, a local with its
// priority set, an NSMutableArray filled and activated, and what migrate leaves alone.
#import <UIKit/UIKit.h>

#define CELL_PADDING 12

@interface ContactCell : UITableViewCell
@property (nonatomic, strong) UIImageView *photoView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UILabel *detailLabel;
@end

@implementation ContactCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _photoView = [[UIImageView alloc] init];
        _nameLabel = [[UILabel alloc] init];
        _detailLabel = [[UILabel alloc] init];
        [self setUpConstraints];
    }
    return self;
}

- (void)setUpConstraints {
    [self.contentView addSubview:_photoView];
    [self.contentView addSubview:_nameLabel];
    [self.contentView addSubview:_detailLabel];
    _photoView.translatesAutoresizingMaskIntoConstraints = NO;
    _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
    _detailLabel.translatesAutoresizingMaskIntoConstraints = NO;

    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_photoView attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeLeading multiplier:1.0 constant:CELL_PADDING]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_photoView attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeCenterY multiplier:1.0 constant:0.0]];
    [self.contentView addConstraints:@[
        [NSLayoutConstraint constraintWithItem:_photoView attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:40.0],
        [NSLayoutConstraint constraintWithItem:_photoView attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:_photoView attribute:NSLayoutAttributeWidth multiplier:1.0 constant:0.0],
        [NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:_photoView attribute:NSLayoutAttributeTrailing multiplier:1.0 constant:8.0],
        [NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTop multiplier:1.0 constant:CELL_PADDING],
    ]];
    [NSLayoutConstraint constraintWithItem:_detailLabel attribute:NSLayoutAttributeBaseline relatedBy:NSLayoutRelationEqual toItem:_nameLabel attribute:NSLayoutAttributeBaseline multiplier:1.0 constant:20.0].active = YES;

    NSLayoutConstraint *trailing = [NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:_nameLabel attribute:NSLayoutAttributeTrailing multiplier:1.0 constant:CELL_PADDING];
    trailing.priority = UILayoutPriorityDefaultHigh;
    [self.contentView addConstraint:trailing];

    NSMutableArray *constraints = [NSMutableArray array];
    [constraints addObject:[NSLayoutConstraint constraintWithItem:_detailLabel attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:_nameLabel attribute:NSLayoutAttributeLeading multiplier:1.0 constant:0.0]];
    [constraints addObject:[NSLayoutConstraint constraintWithItem:_detailLabel attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationLessThanOrEqual toItem:_nameLabel attribute:NSLayoutAttributeWidth multiplier:0.5 constant:0.0]];
    [NSLayoutConstraint activateConstraints:constraints];

    // Left alone: a margin attribute, a position multiplier, and a constant computed from the bounds.
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_detailLabel attribute:NSLayoutAttributeTrailing relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTrailingMargin multiplier:1.0 constant:0.0]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_nameLabel attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeCenterX multiplier:1.2 constant:0.0]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:_detailLabel attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:CGRectGetHeight(self.bounds) / 3]];
}

@end

@interface SpinnerViewController : UIViewController
@property (nonatomic, strong) UIActivityIndicatorView *spinner;
@property (nonatomic, strong) NSLayoutConstraint *spinnerOffset;
@end

@implementation SpinnerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *superview = self.view;
    [superview addSubview:self.spinner];
    self.spinner.translatesAutoresizingMaskIntoConstraints = NO;
    [NSLayoutConstraint activateConstraints:@[
        [NSLayoutConstraint constraintWithItem:self.spinner attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeCenterX multiplier:1 constant:0],
    ]];
    // Kept in a property to animate later: left alone.
    self.spinnerOffset = [NSLayoutConstraint constraintWithItem:self.spinner attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeCenterY multiplier:1 constant:0];
    [superview addConstraint:self.spinnerOffset];
}

@end

@interface BannerViewController : UIViewController
@property (nonatomic, strong) UILabel *messageLabel;
@end

@implementation BannerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:self.messageLabel];
    self.messageLabel.translatesAutoresizingMaskIntoConstraints = NO;
    // The anchor API in Objective-C.
    [NSLayoutConstraint activateConstraints:@[
        [self.messageLabel.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:CELL_PADDING],
        [self.messageLabel.leadingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.leadingAnchor],
        [self.messageLabel.trailingAnchor constraintEqualToAnchor:self.view.layoutMarginsGuide.trailingAnchor],
        [self.messageLabel.heightAnchor constraintGreaterThanOrEqualToConstant:44],
    ]];
    [self.messageLabel.firstBaselineAnchor constraintEqualToSystemSpacingBelowAnchor:self.view.safeAreaLayoutGuide.topAnchor multiplier:1].active = YES;
}

@end
